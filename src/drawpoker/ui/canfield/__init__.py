"""The Canfield solitaire scene: layout (where piles lie), drawing, and the scene itself."""
