"""QA4 F3, the rules route: a match.json whose rules say a bigger starting money, both stacks
raised to match, replays cleanly (the same deals, richer players). The bank counts the draw
stack as its buy-in plus what the deals won, so the edit makes nothing: CONTINUE plays it,
and giving it up pays back what the honest save would have."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
from test_bank_play import play_a_deal_and_quit, title

from drawpoker.engine.draw import Rules
from drawpoker.storage.draw.saves import load_match
from drawpoker.ui import bank_ui
from drawpoker.ui.draw.scene import TableScene


def test_a_bigger_starting_money_in_the_save_makes_no_money(tmp_path: Path) -> None:
    d, book = title(tmp_path, Rules(starting_money=100), records=True)
    play_a_deal_and_quit(d)
    bank = book.bank
    assert bank.table is not None
    honest = bank_ui.saved_stack(d.app, d.app.records.draw)
    assert honest is not None and honest != 100
    path = tmp_path / "match.json"
    data = json.loads(path.read_text())
    extra = 1_000_000 - 100
    data["match"]["rules"]["starting_money"] = 1_000_000
    data["match"]["stacks"] = [s + extra for s in data["match"]["stacks"]]
    path.write_text(json.dumps(data))
    saved = load_match(path, staged_ok=True).saved
    assert saved is not None and saved.match.stacks[0] == honest + extra  # the engine takes it
    assert bank_ui.saved_stack(d.app, d.app.records.draw) == honest
    d.click_button("continue")
    assert isinstance(d.scene, TableScene)
    assert bank.table is not None  # tracked as the deals give it (the next deal's ante paid)
    assert bank.table.stack == d.table.control.match.stacks[0] - extra <= honest
    d.key(pygame.K_ESCAPE)
    d.click_button("quit_to_title")
    d.key(pygame.K_n)
    now = bank_ui.saved_stack(d.app, d.app.records.draw)
    assert now is not None and now <= honest
    d.click_button("confirm")  # NEW MATCH over the edited save: the stack the deals give
    d.pick_opponent()
    assert bank.money == 400 + now - 100 and bank.story.cash_outs == 1
