package craftconquer

import "tabula/engines"

// Action kinds. Arguments are listed with each; spaces are space indexes
// (see Board), so a soldier on the board is named by the space it stands on.
const (
	KindFaction           uint8 = iota + 1 // A: Faction
	KindSettle                             // A: space, B: direction (0..2) of the second space: place a Farm
	KindDeploy                             // A: soldier type, B: space: deploy a soldier from the reserve
	KindSiege                              // A: soldier type, B: space: the Siege Rule's craft and deploy
	KindDone                               // finish the step: siege, main, Peasants; pass a reaction; decline a counter-attack
	KindDiscardObjective                   // A: card: discard down to the hand limit
	KindDiscardAction                      // A: card
	KindBuy                                // A: Resource
	KindSell                               // A: Resource
	KindPeasant                            // buy a Peasant
	KindArrow                              // A: 0 arrow, 1 flaming arrow, 2 trade an arrow in for a flaming arrow
	KindBuildFarm                          // buy a Farm (then KindSettle places it)
	KindUpgradeSettlement                  // A: Settlement, B: new kind, C: the added space
	KindCraft                              // A: Tier 1 soldier type
	KindUpgrade                            // A: space of the soldier
	KindMove                               // A: space of the soldier, B: 1 with Double Speed played first: declare a movement and roll
	KindMoveTo                             // A: destination, B: 0 normal, 1 Mountain Crossing, 2 Water Crossing
	KindAttack                             // A: attacker, B: target, C: ammo, D: 1 with Strong Attack
	KindDoubleAttack                       // A, B: the two Archers, C: target, D: flaming arrows (0..2) + 4 with Strong Attack
	KindCard                               // A: card kind, B, C: its arguments
	KindClaim                              // A: Objective card
	KindDeclare                            // A: Objective card, B: occupied Settlement
	KindRetire                             // A: space of the soldier
	KindDiscardGood                        // A: Resource: return one to the Stockpile for a Discard Objective
	KindCounter                            // A: ammo (as for KindAttack)
	KindCasualty                           // A: space of the Warrior that falls
	KindPlacePeasant                       // A: Settlement
	KindSellPeasant                        // sell an excess Peasant
	numKinds
)

// Via values of KindMoveTo.
const (
	ViaWalk     = 0
	ViaMountain = 1
	ViaWater    = 2
)

// Arrow values of KindArrow.
const (
	ArrowNormal  = 0
	ArrowFlaming = 1
	ArrowTradeIn = 2
)

// act returns an action of kind with its four arguments. The constructors
// spell the arguments out rather than pass a list, which Legal, building
// every action a position offers, would pay for.
func act(kind uint8, a, b, c, d int) engines.Action {
	return engines.Action{Kind: kind, A: int16(a), B: int16(b), C: int16(c), D: int16(d)}
}

// ChooseFaction returns the action choosing Faction f at setup.
func ChooseFaction(f int) engines.Action { return act(KindFaction, f, 0, 0, 0) }

// Settle places a Farm on space and its neighbour in direction dir (0..2).
func Settle(space, dir int) engines.Action { return act(KindSettle, space, dir, 0, 0) }

// Deploy deploys a reserve soldier of type t on space.
func Deploy(t SoldierType, space int) engines.Action { return act(KindDeploy, int(t), space, 0, 0) }

// SiegeDeploy crafts a soldier of type t and deploys it on space during the
// Siege Rule step.
func SiegeDeploy(t SoldierType, space int) engines.Action { return act(KindSiege, int(t), space, 0, 0) }

// Done finishes the current step, passes a reaction or declines a
// counter-attack.
func Done() engines.Action { return act(KindDone, 0, 0, 0, 0) }

// DiscardObjective discards an Objective card from the hand.
func DiscardObjective(card int) engines.Action { return act(KindDiscardObjective, card, 0, 0, 0) }

// DiscardAction discards an Action card from the hand.
func DiscardAction(card int) engines.Action { return act(KindDiscardAction, card, 0, 0, 0) }

// Buy buys one unit of Resource g.
func Buy(g Good) engines.Action { return act(KindBuy, int(g), 0, 0, 0) }

// Sell sells one unit of Resource g.
func Sell(g Good) engines.Action { return act(KindSell, int(g), 0, 0, 0) }

// BuyPeasant buys a Peasant.
func BuyPeasant() engines.Action { return act(KindPeasant, 0, 0, 0, 0) }

// CraftArrow crafts ammo: ArrowNormal, ArrowFlaming or ArrowTradeIn.
func CraftArrow(which int) engines.Action { return act(KindArrow, which, 0, 0, 0) }

// BuildFarm buys a Farm, to be placed next.
func BuildFarm() engines.Action { return act(KindBuildFarm, 0, 0, 0, 0) }

// UpgradeSettlement upgrades Settlement i to kind k, covering space too.
func UpgradeSettlement(i int, k SettlementKind, space int) engines.Action {
	return act(KindUpgradeSettlement, i, int(k), space, 0)
}

// Craft crafts a Tier 1 soldier into the reserve.
func Craft(t SoldierType) engines.Action { return act(KindCraft, int(t), 0, 0, 0) }

// Upgrade upgrades the soldier on space.
func Upgrade(space int) engines.Action { return act(KindUpgrade, space, 0, 0, 0) }

// Move declares a movement of the soldier on space and rolls.
func Move(space int) engines.Action { return act(KindMove, space, 0, 0, 0) }

// MoveDoubleSpeed plays Double Speed and then declares a movement of the
// soldier on space and rolls: the card played before the roll.
func MoveDoubleSpeed(space int) engines.Action { return act(KindMove, space, 1, 0, 0) }

// MoveTo moves the rolled-for soldier to dest.
func MoveTo(dest, via int) engines.Action { return act(KindMoveTo, dest, via, 0, 0) }

// Attack declares an attack. ammo is 1 (arrow) or 2 (flaming arrow) for
// Archers and Bolteers, the number of stones for a Catapult, 0 for melee.
func Attack(attacker, target, ammo int, strong bool) engines.Action {
	d := 0
	if strong {
		d = 1
	}
	return act(KindAttack, attacker, target, ammo, d)
}

// DoubleAttack declares a Double Attack by the Archers on a and b, with
// flaming of the two arrows flaming.
func DoubleAttack(a, b, target, flaming int, strong bool) engines.Action {
	d := flaming
	if strong {
		d += 4
	}
	return act(KindDoubleAttack, a, b, target, d)
}

// PlayCard plays an Action card of kind k with its arguments.
func PlayCard(k CardKind, args ...int) engines.Action {
	var b, c, d int
	switch len(args) {
	default:
		d = args[2]
		fallthrough
	case 2:
		c = args[1]
		fallthrough
	case 1:
		b = args[0]
	case 0:
	}
	return act(KindCard, int(k), b, c, d)
}

// Claim claims a completed Objective.
func Claim(card int) engines.Action { return act(KindClaim, card, 0, 0, 0) }

// Declare declares an Objective on an occupied Settlement.
func Declare(card, settlement int) engines.Action { return act(KindDeclare, card, settlement, 0, 0) }

// Retire retires the soldier on space for a Retire Objective.
func Retire(space int) engines.Action { return act(KindRetire, space, 0, 0, 0) }

// DiscardGood returns a Resource to the Stockpile for a Discard Objective.
func DiscardGood(g Good) engines.Action { return act(KindDiscardGood, int(g), 0, 0, 0) }

// Counter counter-attacks with the given ammo.
func Counter(ammo int) engines.Action { return act(KindCounter, ammo, 0, 0, 0) }

// Casualty picks the Double Defend Warrior on space to fall.
func Casualty(space int) engines.Action { return act(KindCasualty, space, 0, 0, 0) }

// PlacePeasant places a Peasant on Settlement i.
func PlacePeasant(i int) engines.Action { return act(KindPlacePeasant, i, 0, 0, 0) }

// SellPeasant sells an excess Peasant.
func SellPeasant() engines.Action { return act(KindSellPeasant, 0, 0, 0, 0) }
