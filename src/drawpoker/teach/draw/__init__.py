"""Draw poker's part of the teaching tools."""
