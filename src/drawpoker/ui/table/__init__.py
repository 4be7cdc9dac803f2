"""The table scene: layout, what is shown (board and timeline), the story of events, drawing."""
