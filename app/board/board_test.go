package board

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/engines"
	"tabula/engines/save"
)

func TestTargetMarksOnlyLegalActions(t *testing.T) {
	sell := engines.Action{Kind: 3, A: 1}
	p := Props{
		Legal:  []Choice{{Action: sell, Text: "Sell a Sword to the Elves"}},
		Choose: func(app.Context, engines.Action) {},
	}
	legal := app.HTMLString(p.Target(SVG("rect").Class("space"), sell))
	for _, want := range []string{`class="space target"`, `role="button"`, `tabindex="0"`, `aria-label="Sell a Sword to the Elves"`} {
		if !strings.Contains(legal, want) {
			t.Errorf("target lacks %s: %s", want, legal)
		}
	}
	other := app.HTMLString(p.Target(SVG("rect").Class("space"), engines.Action{Kind: 3, A: 2}))
	if strings.Contains(other, "target") || strings.Contains(other, "role=") {
		t.Errorf("an illegal action was made a target: %s", other)
	}
}

// A target names its move in data-action, the same for every element that
// plays it and for a choice among the same moves in any order.
func TestTargetsNameTheirMove(t *testing.T) {
	sell, learn := engines.Action{Kind: 3, A: 1}, engines.Action{Kind: 5, B: -2}
	p := Props{
		Legal:  []Choice{{Action: sell, Text: "Sell a Sword to the Elves"}, {Action: learn, Text: "Learn Axe Craft"}},
		Choose: func(app.Context, engines.Action) {},
	}
	on := app.HTMLString(p.Target(SVG("rect").Class("space"), sell))
	button := app.HTMLString(ChoiceButton(p.Legal[0], p.Choose, "button"))
	for _, htm := range []string{on, button} {
		if !strings.Contains(htm, `data-action="3.1.0.0.0"`) {
			t.Errorf("the sale's element does not name its move: %s", htm)
		}
	}
	if a, b := ChoicesKey(p.Legal), ChoicesKey([]Choice{p.Legal[1], p.Legal[0]}); a != b || a != "3.1.0.0.0 5.0.-2.0.0" {
		t.Errorf("a choice's moves are named %q and, in another order, %q", a, b)
	}
	if ActionKey(sell) == ActionKey(learn) {
		t.Error("two moves share a name")
	}
}

// A target whose face has words on it is named by them; the move is its
// title.
func TestFaceTargetIsNamedByItsFace(t *testing.T) {
	learn := engines.Action{Kind: 4, A: 0}
	p := Props{
		Legal:  []Choice{{Action: learn, Text: "Learn the Sword card for 3 gold"}},
		Choose: func(app.Context, engines.Action) {},
	}
	got := app.HTMLString(p.FaceTarget(app.Elem("div").Class("card"), learn).Text("Sword"))
	for _, want := range []string{`class="card target"`, `role="button"`, `tabindex="0"`, `title="Learn the Sword card for 3 gold"`} {
		if !strings.Contains(got, want) {
			t.Errorf("face target lacks %s: %s", want, got)
		}
	}
	if strings.Contains(got, "aria-label") {
		t.Errorf("face target is named apart from its face: %s", got)
	}
}

// TestSeatNamesAreIsolated: a name written right to left is isolated, so
// that it reorders nothing around it; any other is bare, with no
// character a screen reader's name would carry unread.
func TestSeatNamesAreIsolated(t *testing.T) {
	p := Props{Seats: []save.Seat{{Name: "אבי"}, {Name: "Beatrix"}, {Name: "Ann سارا"}}}
	if got := p.SeatName(0); got != "\u2068אבי\u2069" {
		t.Errorf("SeatName = %q, want the name between U+2068 and U+2069", got)
	}
	if got := p.SeatName(1); got != "Beatrix" {
		t.Errorf("SeatName = %q, want the bare name", got)
	}
	if got := p.SeatName(2); got != "\u2068Ann سارا\u2069" {
		t.Errorf("SeatName = %q, want the name with Arabic letters isolated", got)
	}
	if got := p.SeatName(3); got != "Player 4" {
		t.Errorf("an unknown seat is %q", got)
	}
}

func TestOwner(t *testing.T) {
	p := Props{Seats: []save.Seat{{Name: "You"}, {Name: "Thornwood Rangers"}, {Name: "Bo"}}}
	for seat, want := range []string{"your", "Thornwood Rangers'", "Bo's", "Player 4's"} {
		if got := p.Owner(seat); got != want {
			t.Errorf("Owner(%d) = %q, want %q", seat, got, want)
		}
	}
}

func TestNameMentions(t *testing.T) {
	names := []string{"Ann", "Bo", "\u2068You\u2069", "Jess"}
	name := func(seat int) string {
		if seat < len(names) {
			return names[seat]
		}
		return "?"
	}
	for _, c := range []struct{ in, want string }{
		{Mention(0) + " beats " + Mention(1) + ".", "Ann beats Bo."},
		{"no mention", "no mention"},
		{"{seat x} and {seat " + Mention(1), "{seat x} and {seat Bo"},
		{"open {seat 1", "open {seat 1"},
		{SubjectMention(0, "takes", "take") + " the coin.", "Ann takes the coin."},
		{SubjectMention(2, "takes", "take") + " the coin.", "\u2068You\u2069 take the coin."},
		{"Winter begins; " + SubjectMention(2, "is", "are") + " first.", "Winter begins; you are first."},
		{"Spring. " + SubjectMention(2, "is", "are") + " first.", "Spring. \u2068You\u2069 are first."},
		{SubjectMention(1, "collects", "collect") + " 2 coins from " + TheirMention(1) + " Farm.", "Bo collects 2 coins from their Farm."},
		{SubjectMention(2, "collects", "collect") + " 2 coins from " + TheirMention(2) + " Farm.", "\u2068You\u2069 collect 2 coins from your Farm."},
		{TheirMention(2) + " turn.", "Your turn."},
		{OwnerMention(1) + " Axe beats " + OwnerMention(2) + " Mace.", "Bo's Axe beats your Mace."},
		{OwnerMention(2) + " Axe wins. " + OwnerMention(2) + " turn.", "Your Axe wins. Your turn."},
		{"to " + OwnerMention(3) + " pile", "to Jess' pile"},
		{"from " + ObjectMention(2) + " and " + ObjectMention(1), "from you and Bo"},
		{"{subject 1} and {owner 1 x y}", "{subject 1} and {owner 1 x y}"},
	} {
		if got := NameMentions(c.in, name); got != c.want {
			t.Errorf("NameMentions(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestThirdPerson says moves of the other seats in the third person, with
// the verbs of a game's moves (Game.Verbs).
func TestThirdPerson(t *testing.T) {
	verbs := strings.Fields("buy do end exhaust gain move pass pay place play ready roll take upgrade")
	for _, tt := range []struct{ in, want string }{
		{"Upgrade your Hamlet to a Village with Sheep + Sheep", "Upgrades their Hamlet to a Village with Sheep + Sheep"},
		{"End your turn", "Ends their turn"},
		{"Pass (out for the rest of the year)", "Passes (out for the rest of the year)"},
		{"Buy 1 Wood for 2 coins", "Buys 1 Wood for 2 coins"},
		{"Do not counter-attack", "Does not counter-attack"},
		{"Merchant: pay 1 Wood for 1 Cloth", "Merchant: pays 1 Wood for 1 Cloth"},
		{"At the Grainfield: take 2 Grain", "At the Grainfield: takes 2 Grain"},
		{"Card: Move the Councilor 1 step", "Card: Moves the Councilor 1 step"},
		{"Woolen Mill: ready every exhausted Pasture", "Woolen Mill: readies every exhausted Pasture"},
		{"End step 4 and place Peasants", "Ends step 4 and places Peasants"},
		{"Play Misdirection: roll and move " + OwnerMention(1) + " Warrior yourself", "Plays Misdirection: rolls and moves " + OwnerMention(1) + " Warrior themselves"},
		{"Take Market Day (Immediate): Collect 3 gold.", "Takes Market Day (Immediate): Collect 3 gold."},
		{"Exhaust a Builder for 1 resource of your choice", "Exhausts a Builder for 1 resource of their choice"},
		{"Place the Farm you bought", "Places the Farm they bought"},
		{"Bake your bread", "Bake their bread"}, // not a verb of the game's

		{"Take Great Foundry (Permanent): Vorpal Weapons cost you 3 gold less to forge.", "Takes Great Foundry (Permanent): Vorpal Weapons cost them 3 gold less to forge."},
		{"Gain 2 gold from each player beside you if you hold the Crown", "Gains 2 gold from each player beside them if they hold the Crown"},
	} {
		if got := ThirdPerson(tt.in, verbs); got != tt.want {
			t.Errorf("ThirdPerson(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestRefusedKeepsIdlePartsOutOfTheTabOrder: a part refused by a rule is
// out of the Tab order but focusable, for the arrow keys; one that plays no
// part in the decision (NotAChoice) says why when tapped but is not
// focusable at all (a map's every space would stand between the keyboard
// and the targets); both are refused, titled with the reason and
// disabled.
func TestRefusedKeepsIdlePartsOutOfTheTabOrder(t *testing.T) {
	p := Props{Say: func(app.Context, string) {}}
	rule := app.HTMLString(p.Refused(SVG("rect").Class("space"), "Locked by a face-down Demand Token."))
	idle := app.HTMLString(p.Refused(SVG("rect").Class("space"), NotAChoice("Forge up to 3 weapons.")))
	for _, htm := range []string{rule, idle} {
		if !strings.Contains(htm, "refused") || !strings.Contains(htm, "aria-disabled") || !strings.Contains(htm, "title=") {
			t.Errorf("not refused with its reason: %s", htm)
		}
	}
	if !strings.Contains(rule, `tabindex="-1"`) || strings.Contains(idle, "tabindex") {
		t.Errorf("the rule's refusal should be reached by the arrow keys, not Tab, the idle part by neither:\n%s\n%s", rule, idle)
	}
}
