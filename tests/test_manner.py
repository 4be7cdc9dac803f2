"""Her body language as roster data (issue 41): every opponent's idle loop, reactions and
tell load from the shipped file, and every mistake in a ``manner`` leaves her out with a
message that names her and the field."""

from __future__ import annotations

import copy
import re
from pathlib import Path
from typing import Any

import pytest

from drawpoker.engine.core.hand_value import Category
from drawpoker.manner import (
    DEFAULT,
    GESTURES,
    IDLE_GESTURES,
    REACTION_KINDS,
    MannerError,
    Tell,
    read_manner,
)
from drawpoker.roster import LIMITS, RosterError, load_roster, roster_from_data, roster_path
from drawpoker.safe_yaml import read_yaml_file

ROSTER = load_roster()
FOLDER = roster_path().parent


def shipped() -> dict[str, Any]:
    data = read_yaml_file(roster_path(), LIMITS).data
    assert isinstance(data, dict)
    return copy.deepcopy(data)


def refused(data: object, match: str) -> str:
    try:
        roster = roster_from_data(data, FOLDER)
    except RosterError as exc:
        assert re.search(match, str(exc)), str(exc)
        return str(exc)
    found = [str(p) for p in roster.problems if re.search(match, str(p))]
    assert found, [str(p) for p in roster.problems]
    return found[0]


def test_every_opponent_has_her_own_manner_and_one_honest_tell() -> None:
    manners = [c.manner for c in ROSTER.characters]
    assert all(m is not DEFAULT and m.tell is not None for m in manners)
    assert len({m.idle for m in manners}) == len(manners), "no two idle loops alike"
    for manner in manners:
        tell = manner.tell
        assert tell is not None
        assert tell.when_strong > tell.otherwise, "a strong hand makes her tell likelier"
        assert tell.gesture not in manner.idle.fidgets, "her tell is no idle fidget"
    kiki, mei = ROSTER.get("kiki").manner, ROSTER.get("mei").manner
    assert kiki.reactions["she_raises"].gesture == "grin", "Kiki's bluff grin"
    assert mei.reactions["you_raise_big"].gesture == "pencil", "Mei's pencil tap"
    assert "pencil" in mei.idle.fidgets


def test_the_tell_chance_is_the_page_numbers() -> None:
    tell = Tell("cards", "two_pair", 0.7, 0.2)
    assert tell.chance(Category.PAIR) == 0.2 and tell.chance(Category.HIGH_CARD) == 0.2
    assert tell.chance(Category.TWO_PAIR) == 0.7 and tell.chance(Category.FLUSH) == 0.7


def test_a_character_without_manner_is_a_calm_figure() -> None:
    data = shipped()
    del data["characters"][0]["manner"]
    roster = roster_from_data(data, FOLDER)
    assert roster.get("rosa").manner == DEFAULT and DEFAULT.tell is None


def test_the_lists_agree_with_the_table() -> None:
    from drawpoker.ui import gestures
    from drawpoker.ui.reactions import REACTIONS

    assert set(REACTION_KINDS) == set(REACTIONS)
    assert set(IDLE_GESTURES) <= set(GESTURES)
    assert set(gestures.MOODS) <= set(GESTURES) and set(GESTURES) >= gestures.ON_TABLE


@pytest.mark.parametrize(("change", "match"), [
    (lambda m: m["idle"].update(fidgets=["pencl"]),
     r"character 'rosa': manner.idle.fidgets: unknown fidget 'pencl' \(did you mean 'pencil'\?\)"),
    (lambda m: m["idle"].update(fidgets=["cards"]), r"unknown fidget 'cards'"),
    (lambda m: m["idle"].update(breath=0.5), r"manner.idle.breath: must be a number from 2 to 8"),
    (lambda m: m["idle"].update(breath=True), r"manner.idle.breath: must be a number"),
    (lambda m: m["idle"].update(blink_evry=3),
     r"unknown key 'blink_evry' \(did you mean 'blink_every'\?\)"),
    (lambda m: m.update(glint=[0.5]), r"manner.glint: must be two shares"),
    (lambda m: m.update(glint=[0.5, 2]), r"manner.glint: must be a number from 0 to 1"),
    (lambda m: m["reactions"].update(she_sneezes={"mood": "smug", "seconds": 2}),
     r"manner.reactions: unknown event kind 'she_sneezes'"),
    (lambda m: m["reactions"].update(she_raises={"mood": "giddy", "seconds": 2}),
     r"manner.reactions.she_raises.mood: unknown mood 'giddy'"),
    (lambda m: m["reactions"].update(she_raises={"mood": "smug"}),
     r"manner.reactions.she_raises: seconds is missing"),
    (lambda m: m["reactions"].update(she_raises={"mood": "smug", "seconds": 2, "gesture": "wink"}),
     r"manner.reactions.she_raises.gesture: unknown gesture 'wink'"),
    (lambda m: m["tell"].pop("otherwise"), r"manner.tell: otherwise is missing"),
    (lambda m: m["tell"].update(when_strong=1.5), r"manner.tell.when_strong: must be a number "
                                                  r"from 0 to 1"),
    (lambda m: m["tell"].update(otherwise=0.75), r"a tell that never depends on her hand"),
    (lambda m: m["tell"].update(strong="two_pairs"),
     r"manner.tell.strong: unknown hand 'two_pairs' \(did you mean 'two_pair'\?\)"),
    (lambda m: m["tell"].update(strong="high_card"), r"unknown hand 'high_card'"),
    (lambda m: m["tell"].update(gesture="earring"),
     r"manner.tell.gesture: 'earring' is one of her idle fidgets too"),
    (lambda m: m.update(tels={}), r"manner: unknown key 'tels' \(did you mean 'tell'\?\)"),
])
def test_a_mistake_in_her_manner_leaves_her_out_and_says_where(change: Any, match: str) -> None:
    data = shipped()
    change(data["characters"][0]["manner"])
    message = refused(data, match)
    assert "rosa" in message


def test_not_a_mapping() -> None:
    with pytest.raises(MannerError, match="manner: must be a mapping"):
        read_manner(["idle"])
    data = shipped()
    data["characters"][1]["manner"] = "fidgety"
    assert "kiki" in refused(data, "manner: must be a mapping")


def test_the_shipped_file_has_every_character_with_a_valid_manner() -> None:
    assert not ROSTER.problems


def test_the_roster_doc_states_every_tell_as_the_data_does() -> None:
    """docs/roster.md's table of tells says each one's numbers: a changed frequency in the
    data must change the page too."""
    doc = (Path(__file__).resolve().parents[1] / "docs" / "roster.md").read_text("utf-8")
    for character in ROSTER.characters:
        tell = character.manner.tell
        assert tell is not None
        row = next(line for line in doc.splitlines() if line.startswith(f"| {character.name} |")
                   and "else" in line)
        hand = tell.strong.replace("_", " ")
        said = f"{hand} or better {round(100 * tell.when_strong)}%, else " \
               f"{round(100 * tell.otherwise)}%"
        assert said in row, (row, said)
