"""drawpoker.storage.holdem."""
