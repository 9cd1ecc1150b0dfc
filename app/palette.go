package app

import "tabula/app/settings"

// colourNames names the player colours of each palette, by colour index;
// the colours themselves are CSS variables (--seat-0 …) in web/tabula.css,
// so names and swatches must be kept in step. The colour-blind-safe palette
// is Okabe and Ito's.
var colourNames = map[string][paletteSize]string{
	"standard": {"Red", "Blue", "Green", "Yellow", "Purple", "Grey"},
	"safe":     {"Orange", "Sky blue", "Bluish green", "Yellow", "Blue", "Reddish purple"},
}

// colourName names colour c of the palette, so that colour is never the only
// way a seat is told apart.
func colourName(palette string, c int) string {
	names, ok := colourNames[palette]
	if !ok {
		names = colourNames[settings.Palettes[0].Value]
	}
	if c < 0 || c >= paletteSize {
		return "No colour"
	}
	return names[c]
}

// colourIndexes lists the colour indexes 0 … paletteSize-1.
func colourIndexes() []int {
	out := make([]int, paletteSize)
	for i := range out {
		out[i] = i
	}
	return out
}
