"""Wrapping never puts a currency sign or French punctuation at the start of a line: "500 $"
and "affaires ?" stay whole (German and French write the sign after the amount, with a space)."""

from __future__ import annotations

import pygame

from drawpoker.ui import text

GERMAN = ("Deine Kasse hat 10 $, dieses Spiel kostet 200 $, und es ist nichts mehr zu "
          "verpfänden. Mit einer neuen Kasse von 500 $ und all deinen Sachen neu beginnen?")
FRENCH = "Repartir avec une banque de 500 $ et toutes vos affaires ? Oui : 20 % de plus !"


def test_no_line_starts_with_a_sign_that_belongs_to_the_word_before() -> None:
    pygame.init()
    starts = set()
    for sentence in (GERMAN, FRENCH):
        for width in range(120, 700, 3):
            for line in text.wrap(sentence, 14, width):
                starts.add(line.split(" ")[0])
    assert not starts & {"$", "$,", "?", "!", ":", "%"}, starts & {"$", "$,", "?", "!", ":", "%"}


def test_the_words_are_all_kept_in_order() -> None:
    pygame.init()
    for sentence in (GERMAN, FRENCH):
        assert " ".join(text.wrap(sentence, 14, 200)) == sentence
