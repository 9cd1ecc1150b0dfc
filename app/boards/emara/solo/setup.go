package solo

import (
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tabula/app/board"
	"tabula/engines"
	em "tabula/engines/emara"
)

// How the Buildings' start is chosen at the setup of a Crown of Emara game.
const (
	startEventCard = "card"  // the number on the setup Event card: the rulebook's rule
	StartFirstGame = "first" // the 35 recommended for a first game
	startChosen    = "chosen"
)

// emaraSetup is the Crown of Emara part of the new-game form
// (board.Setup): the Buildings' start, the first decision of every game,
// made here for the start player; and for one player, the solo mode.
type emaraSetup struct {
	Start    string // StartFirstGame, startEventCard or startChosen
	Chosen   string // the start typed in, for startChosen
	Solo     string // soloHighscore or soloCampaign, for one player
	Campaign [2]int // the next Campaign game's start, from the records: [1] with Full Selection
	Problem  string // why the records could not be read
}

// NewSetup is the form's default: the setup Event card's number (the
// rulebook's rule), Beat the Highscore, and the Campaign's next start read
// from the records; the query may ask for the start recommended for a
// first game ("start=first", the first game a lesson offers) and for a
// solo mode ("solo=campaign" or "solo=highscore", from the solo records
// screen), which sets one player.
func NewSetup(kv board.Storage, q url.Values) (board.Setup, int) {
	e := &emaraSetup{Start: startEventCard, Chosen: strconv.Itoa(em.FirstGameBuildings), Solo: soloHighscore,
		Campaign: [2]int{em.CampaignFirstStart, em.CampaignFirstStart}}
	if q.Get("start") == StartFirstGame {
		e.Start = StartFirstGame
	}
	r, err := loadEmaraSolo(kv)
	if err != nil {
		e.Problem = "Your solo records could not be read, so the Campaign starts on 40 here."
	} else {
		e.Campaign = [2]int{r.campaignStart(false), r.campaignStart(true)}
	}
	if mode := q.Get("solo"); mode == soloHighscore || mode == soloCampaign {
		e.Solo = mode
		return e, 1
	}
	return e, 0
}

// campaign reports whether the form starts a Campaign game.
func (e *emaraSetup) campaign(players int) bool { return players == 1 && e.Solo == soloCampaign }

// campaignStart is the next Campaign game's start given the variants: Full
// Selection games have their own Campaign.
func (e *emaraSetup) campaignStart(variants []string) int {
	if slices.Contains(variants, em.VariantFullSelection) {
		return e.Campaign[1]
	}
	return e.Campaign[0]
}

// Problems lists what is wrong with the Emara part of the form, given the
// players chosen.
func (e *emaraSetup) Problems(players int, variants []string) []string {
	if e.campaign(players) || e.Start != startChosen {
		return nil
	}
	n, err := strconv.Atoi(strings.TrimSpace(e.Chosen))
	if err != nil || n < em.MinBuildingStart || n > em.MaxBuildingStart {
		return []string{fmt.Sprintf("The Buildings' start must be a whole number from %d to %d.", em.MinBuildingStart, em.MaxBuildingStart)}
	}
	return nil
}

// buildingStart is the start the form chose, given the variants and the
// setup Event card's number.
func (e *emaraSetup) buildingStart(players int, variants []string, card int) int {
	switch {
	case e.campaign(players):
		return e.campaignStart(variants)
	case e.Start == StartFirstGame:
		return em.FirstGameBuildings
	case e.Start == startChosen:
		n, err := strconv.Atoi(strings.TrimSpace(e.Chosen))
		if err == nil {
			return n
		}
	}
	return card
}

// Begin makes the first decision of a new Crown of Emara game, the
// Buildings' start chosen in the form, and notes a solo game in the solo
// records so its result is recorded (in the Campaign for a Campaign game).
func (e *emaraSetup) Begin(kv board.Storage, id string, st engines.State, players int, variants []string, play func(engines.Action) error) error {
	s, ok := st.(*em.State)
	if !ok || s.Phase != em.PhaseStart {
		return nil
	}
	start := e.buildingStart(players, variants, s.TopEvent().BuildingStart)
	if err := play(em.BuildingStart(start)); err != nil {
		return fmt.Errorf("starting the Buildings on %d: %w", start, err)
	}
	if players != 1 {
		return nil
	}
	mode := soloHighscore
	if e.campaign(players) {
		mode = soloCampaign
	}
	r, err := loadEmaraSolo(kv)
	if err != nil {
		return err
	}
	r.begin(id, mode, start)
	return storeEmaraSolo(kv, r)
}

// emaraSoloStorageMessage is the sentence for a failure to read or write
// the solo records.
func emaraSoloStorageMessage(err error) string {
	if errors.Is(err, board.ErrStorage) {
		return "This browser's storage for Tabula is full, so the solo result could not be recorded yet. " +
			"Your earlier records are kept; delete old games under Saved games and open this game again to record it."
	}
	return "Your solo records could not be read: " + err.Error()
}

// Render draws the Crown of Emara part of the form: the solo mode for one
// player and the Buildings' start.
func (e *emaraSetup) Render(players int, variants []string) app.UI {
	solo := players == 1
	radio := func(name, id, value, current, label, help string, set func(string)) app.UI {
		return app.Div().Class("choice", "variant").Body(
			app.Input().Type("radio").ID(id).Name(name).Value(value).Checked(current == value).
				Aria("describedby", id+"-help").
				OnChange(func(ctx app.Context, ev app.Event) { set(value) }),
			app.Label().For(id).Text(label),
			app.P().ID(id+"-help").Class("hint").Text(help),
		)
	}
	setSolo := func(v string) { e.Solo = v }
	setStart := func(v string) { e.Start = v }
	return app.Div().Class("em-setup").Body(
		app.If(solo, func() app.UI {
			return app.FieldSet().Class("field").Body(
				app.Legend().Text("Solo mode against Victoria"),
				radio("em-solo", "em-solo-highscore", soloHighscore, e.Solo, "Beat the Highscore",
					"Score as high as you can; your best score from each Building start is kept.", setSolo),
				radio("em-solo", "em-solo-campaign", soloCampaign, e.Solo, fmt.Sprintf("Campaign: start on %d", e.campaignStart(variants)),
					"Beat Victoria to start 5 lower next time; lose and the next start is 2 higher. Full Selection games have a Campaign of their own.", setSolo),
				app.A().Class("button").Href(board.Href(pathEmaraSolo)).Text("Solo records"),
				board.Notice("error", e.Problem),
			)
		}),
		app.If(!e.campaign(players), func() app.UI {
			return app.FieldSet().Class("field").Body(
				app.Legend().Text("Buildings start on"),
				radio("em-start", "em-start-card", startEventCard, e.Start, "The setup Event card's number",
					"The rulebook's rule: 20, 25 or 30, as the deal decides.", setStart),
				radio("em-start", "em-start-first", StartFirstGame, e.Start, fmt.Sprintf("%d, recommended for a first game", em.FirstGameBuildings),
					"An easier start.", setStart),
				radio("em-start", "em-start-chosen", startChosen, e.Start, "A start of your choice",
					fmt.Sprintf("Any space from %d to %d.", em.MinBuildingStart, em.MaxBuildingStart), setStart),
				app.If(e.Start == startChosen, func() app.UI {
					return app.Div().Class("field").Body(
						app.Label().For("em-start-number").Textf("Start (%d to %d; lower is harder)", em.MinBuildingStart, em.MaxBuildingStart),
						app.Input().ID("em-start-number").Type("number").Min(em.MinBuildingStart).Max(em.MaxBuildingStart).
							Value(e.Chosen).OnInput(func(ctx app.Context, ev app.Event) {
							e.Chosen = ctx.JSSrc().Get("value").String()
						}),
					)
				}),
			)
		}),
	)
}
