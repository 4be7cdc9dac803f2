"""The Texas hold'em table: 2 to 6 seats, the human at the bottom, opponents around an oval."""
