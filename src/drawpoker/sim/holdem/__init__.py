"""drawpoker.sim.holdem."""
