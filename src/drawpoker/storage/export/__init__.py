"""The player's hands in the formats other poker tools read (``python -m drawpoker export``).

Each game turns its verified hand history into :class:`~drawpoker.storage.export.hands.Hand`
values (``storage/holdem/export.py``, ``storage/draw/export.py``); the writers here know no
game: :mod:`.phh` writes the Poker Hand History format (TOML, PokerKit's standard),
:mod:`.stars` the PokerStars-style text that hand trackers import, and :mod:`.command` is the
command and the statistics page's button (it reads and verifies the files).
"""
