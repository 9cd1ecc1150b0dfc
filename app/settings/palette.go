package settings

// Colours is how many player colours each palette has.
const Colours = 6

// colourNames names the player colours of each palette, by colour index;
// the colours themselves are CSS variables (--seat-0 …) in web/tabula.css,
// so names and swatches must be kept in step. The colour-blind-safe palette
// is Okabe and Ito's.
var colourNames = map[string][Colours]string{
	"standard": {"Red", "Blue", "Green", "Yellow", "Purple", "Grey"},
	"safe":     {"Orange", "Sky blue", "Bluish green", "Yellow", "Blue", "Reddish purple"},
}

// ColourName names colour c of the palette, so that colour is never the only
// way a seat is told apart.
func ColourName(palette string, c int) string {
	names, ok := colourNames[palette]
	if !ok {
		names = colourNames[Palettes[0].Value]
	}
	if c < 0 || c >= Colours {
		return "No colour"
	}
	return names[c]
}

// ColourIndexes lists the colour indexes 0 … Colours-1.
func ColourIndexes() []int {
	out := make([]int, Colours)
	for i := range out {
		out[i] = i
	}
	return out
}
