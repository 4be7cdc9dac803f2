"""drawpoker.sim.draw."""
