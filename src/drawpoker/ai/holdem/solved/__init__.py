"""The solved heads-up strategy of hold'em's `hard`: an abstract fixed-limit game (card buckets,
the betting of this table), its CFR training (`train`), the shipped strategy data (`strategy`)
and the player that follows it (`player`). docs/ai.md ("The solved heads-up game") tells how it
was made and measured."""
