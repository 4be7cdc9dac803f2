"""drawpoker.ui.draw."""
