// Package gain says in words what a suggested move gains the seat to move
// in the game's projected scoring ("+2 points to your projected score
// (Sales +8, Unsold weapons −6)"), looking only at what that seat may see.
//
// It owns those words and the sampling of hidden parts and chance behind
// them. It may use the engines only; it never imports tabula/app, whose
// Suggest shows the words beside the move.
package gain
