"""drawpoker.ai.draw: see the packages inside."""
