"""Texas hold'em's part of the teaching tools."""
