package words

import (
	"fmt"
	"strings"

	"tabula/app/board"
	em "tabula/engines/emara"
)

// Cost names a cost in words, e.g. "2 Wood + 1 Stone".
func Cost(c em.Cost) string {
	var parts []string
	for r, n := range c {
		if n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, em.Resource(r)))
		}
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, " + ")
}

// Owed names what is still to be paid of a payment in progress.
func Owed(p em.Payment) string {
	var parts []string
	for r, n := range p.Need {
		if n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, em.Resource(r)))
		}
	}
	if p.Any > 0 {
		parts = append(parts, fmt.Sprintf("any %d %s", p.Any, board.Plural(int(p.Any), "resource", "resources")))
	}
	out := strings.Join(parts, " + ")
	if out == "" {
		out = "nothing"
	}
	if p.Waive > 0 {
		out += fmt.Sprintf(", of which %d may be left unpaid", p.Waive)
	}
	return out
}

// Power says what an Advisor's lasting ability does, in our words.
var Power = map[em.Power]string{
	em.PowerBaker:       fmt.Sprintf("Once a turn: pay %d Cloth with 1 or 2 Grain for as many Breads.", em.BakerCloth),
	em.PowerSchoolmarm:  fmt.Sprintf("Once a turn: pay any %d resources for 1 Book.", em.SchoolmarmCost),
	em.PowerBailiff:     fmt.Sprintf("Once a turn: give up 1 Signet Ring for %d Building Points.", em.BailiffBuildings),
	em.PowerDressmaker:  fmt.Sprintf("Once a turn: pay 1 Cloth for %d Citizen Points.", em.DressmakerCitizens),
	em.PowerLandlord:    fmt.Sprintf("Once a turn: pay 1 Cloth and %d Citizen Point for %d Building Points.", em.LandlordCitizenCost, em.LandlordBuildings),
	em.PowerMerchant:    "Once a turn: swap 1 resource (or a Gold Coin) for 1 resource of another kind.",
	em.PowerChamberlain: "Always: turn Signet Rings into Gold Coins or Gold Coins into Signet Rings, one for one (one direction a turn).",
	em.PowerScholar:     "Always: Craftsmen and Advisors may be paid with any resources, as long as the number is right.",
	em.PowerMayoress:    fmt.Sprintf("Always: %d more Citizen Points for every gift at the Castle.", em.MayoressCitizens),
	em.PowerSteward:     "Always: hire any Craftsman or recruit any Advisor, irrespective of the positions of your Councilors.",
	em.PowerAbbess:      fmt.Sprintf("Always: %d more Book for every donation at the Cathedral.", em.AbbessBooks),
	em.PowerToolmaker:   fmt.Sprintf("Always: %d more Building Points whenever you gain some (not in the end scoring).", em.ToolmakerBuildings),
}

// Advisor is what recruiting Advisor a gives and lets its owner do.
func Advisor(a em.Advisor) string {
	text := "On recruiting: " + strings.Join(AdvisorGains(a, a.Buildings), ", ") + "."
	if p, ok := Power[a.Power]; ok {
		text += " " + p
	}
	return text
}

// AdvisorGains are what recruiting Advisor a gives at once, in words, its
// Building Points said as buildings (the round's Event may change them).
func AdvisorGains(a em.Advisor, buildings int) []string {
	var gains []string
	if a.Citizens > 0 {
		gains = append(gains, fmt.Sprintf("%d Citizen Points", a.Citizens))
	}
	if a.Buildings > 0 {
		gains = append(gains, fmt.Sprintf("%d Building Points", buildings))
	}
	if a.Coins > 0 {
		gains = append(gains, fmt.Sprintf("%d Gold %s", a.Coins, board.Plural(a.Coins, "Coin", "Coins")))
	}
	if a.Books > 0 {
		gains = append(gains, fmt.Sprintf("%d %s", a.Books, board.Plural(a.Books, "Book", "Books")))
	}
	if a.Rings > 0 {
		gains = append(gains, fmt.Sprintf("%d Signet %s", a.Rings, board.Plural(a.Rings, "Ring", "Rings")))
	}
	return gains
}

// Event says what an Event does, in our words.
func Event(e em.Event) string {
	switch e.Effect {
	case em.EventResource:
		return fmt.Sprintf("At the start of the round everyone takes %d %s.", e.N, e.Res)
	case em.EventFamine:
		return fmt.Sprintf("At the end of the round each player may pay 1 Grain for %d Citizen Points, or 2 Grain or 1 Signet Ring for %d.", em.FamineOneGrain, em.FamineBig)
	case em.EventAlms:
		return fmt.Sprintf("At the end of the round each player may give up 1 Gold Coin or 1 Signet Ring for %d Citizen Points.", e.N)
	case em.EventLore:
		return fmt.Sprintf("At the end of the round each player may give up 1 Book or 1 Signet Ring for %d Building Points.", e.N)
	case em.EventEarlyWinter:
		return fmt.Sprintf("This round every gain of Building Points is %d smaller (not the end scoring).", -e.N)
	case em.EventMerchants:
		return fmt.Sprintf("This round the Market trades %d more resource for %d more Gold Coin.", e.N, e.N)
	case em.EventLongSummer:
		return fmt.Sprintf("This round every gain of Building Points is %d bigger (not the end scoring).", e.N)
	case em.EventPious:
		return fmt.Sprintf("This round every donation at the Cathedral adds %d Citizen Points.", e.N)
	case em.EventRespected:
		return fmt.Sprintf("This round every new noble rank adds %d Citizen Points.", e.N)
	case em.EventGiftPeople:
		return fmt.Sprintf("This round every gift at the Castle adds %d Citizen Points.", e.N)
	case em.EventGoodLabour:
		return fmt.Sprintf("This round Advisors cost %d resource less.", e.N)
	}
	return ""
}

// Reward names a Favor Token's reward.
func Reward(r em.Reward) string {
	switch r {
	case em.RewardCitizens:
		return fmt.Sprintf("%d Citizen Points", em.FavorCitizens)
	case em.RewardBuildings:
		return fmt.Sprintf("%d Building Points", em.FavorBuildings)
	case em.RewardBook:
		return "1 Book"
	case em.RewardRing:
		return "1 Signet Ring"
	}
	return "1 Gold Coin"
}

// Location says what a Location's action does, in our words.
func Location(l em.Location) string {
	switch l {
	case em.Castle:
		return fmt.Sprintf("Give the resource a Gift Marker asks for a Signet Ring; give up 1 Book for %d Building Points. Each once a turn.", em.CastleBookBuildings)
	case em.Cathedral:
		return "Donate the resource a Donation Marker asks for a Book and keep 1 of 3 Favor Tokens drawn. Once a turn."
	case em.ConstructionSite:
		return fmt.Sprintf("Deliver 1 Stone for %d Building Points and the Stone Marker's Citizen Points; 1 to %d Breads for the Bread Marker's points each; 1 or 3 Wood for %d or %d Building Points. Each once a turn.",
			em.StoneBuildings, em.MaxBread, em.WoodBuildings[1], em.WoodBuildings[3])
	case em.Market:
		return fmt.Sprintf("Trade 1 resource for 1 Gold Coin; give up 1 to %d Books for Citizen Points: %s. Each once a turn.", em.MaxMarketBooks, marketBooksText())
	}
	if l.IsCountryside() {
		return fmt.Sprintf("Take %d %s, and 1 more for each of your Craftsmen here; a Craftsman may instead turn 1 Grain into 1 Bread.", em.CountrysideBaseGain, l.Yield())
	}
	return ""
}

// TheAdvisor names an Advisor within a sentence: "the Chamberlain", but
// "Sir Carl" and "Lady Marie", whose titles take no article; start
// capitalises the article to begin a sentence.
func TheAdvisor(a em.Advisor, start bool) string {
	switch {
	case strings.HasPrefix(a.Name, "Sir ") || strings.HasPrefix(a.Name, "Lady "):
		return a.Name
	case start:
		return "The " + a.Name
	}
	return "the " + a.Name
}

// UpperFirst capitalises a sentence.
func UpperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
