"""drawpoker.storage.draw: see the packages inside."""
