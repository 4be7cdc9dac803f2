"""Learning from the deals played, in the game: the what-if (one of the player's decisions
played differently on the deal's committed deck, side by side with what happened), her
reasons ("why she did that") and the past matches to pick them from. Shared by draw poker and
hold'em: it speaks to the games only through :mod:`drawpoker.teach`, and writes nothing."""
