"""Learning from the deals played: the what-if (one decision of a finished deal played
differently on its committed deck). Pure Python, no pygame; it uses the engine, the computer
players and the histories, and writes nothing."""
