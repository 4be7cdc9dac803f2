"""drawpoker.engine.core."""
