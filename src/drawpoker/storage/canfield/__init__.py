"""drawpoker.storage.canfield."""
