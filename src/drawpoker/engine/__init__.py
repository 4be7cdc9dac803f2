"""drawpoker.engine.draw: see the packages inside."""
