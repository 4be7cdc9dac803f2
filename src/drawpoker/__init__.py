"""drawpoker: five-card draw poker against a computer opponent."""

__version__ = "0.1.0"
