"""The worst shared files found in the hostile pass of issue 37, each timed and weighed: every
one must be accepted or refused within 2 s and 200 MB. Time is measured on a run of its own
(tracemalloc slows allocation several times), peak memory on a second run under tracemalloc.

    python tests/benchmarks/bench_hostile_files.py
"""

from __future__ import annotations

import json
import shutil
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "storage"))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from drawpoker import i18n, paths
from drawpoker.bank import items
from drawpoker.roster import RosterError, load_roster, roster_path
from drawpoker.storage.verify import verify_file
from drawpoker.storage.verify_report import MAX_HISTORY_BYTES

ALIAS_BOMB = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{chr(98 + n)}: &{chr(98 + n)} [*{chr(97 + n)}, *{chr(97 + n)}, *{chr(97 + n)}]\n"
    for n in range(20))
DEEP = "characters: " + "[" * 50_000 + "]" * 50_000


def honest_draw(folder: Path) -> str:
    from recorded_play import Table

    table = Table(folder / "draw", seed=7)
    table.play(6)
    assert table.records.history is not None
    return table.records.history.path.read_text(encoding="utf-8")


def histories(folder: Path) -> dict[str, Path]:
    """Files of the largest size ``verify`` reads, filled with what costs most to parse."""
    honest = honest_draw(folder)
    header = honest.splitlines()[0] + "\n"
    room = MAX_HISTORY_BYTES - len(header) - 1
    fillers = {
        "history of tiny lines": '{"type":"a"}\n',
        "history of empty objects": '{"type":"a","x":[' + ",".join(["{}"] * 5000) + "]}\n",
        "history of empty lists": '{"type":"a","x":[' + ",".join(["[]"] * 5000) + "]}\n",
        "history of astral text": '{"type":"a","x":"' + "\U0001f600" * 4000 + '"}\n',
    }
    out: dict[str, Path] = {}
    for name, line in fillers.items():
        path = folder / f"{len(out)}.jsonl"
        path.write_text(header + line * (room // len(line.encode())), encoding="utf-8")
        out[name] = path
    last = json.loads(honest.splitlines()[-1])
    back = json.dumps({"type": "Resumed", "deal": 6, "actions": None}) + "\n"
    assert last["type"] in ("DeckRevealed", "PotWon", "MatchOver", "ItemLost", "ItemPawned")
    path = folder / "resumed.jsonl"
    path.write_text(honest + back * 1000, encoding="utf-8")
    out["history with 1,000 rollbacks"] = path
    # Rolled back to before the first deal and played again, over and over: the replay
    # budget (MAX_REPLAYED deals) is what stops it.
    from test_event_log_forgeries import _holdem

    again = json.dumps({"type": "Resumed", "deal": 0, "actions": None}) + "\n"
    for game, text in (("draw", honest),
                       ("holdem", _holdem(folder / "holdem").read_text(encoding="utf-8"))):
        first, *rest = text.splitlines(keepends=True)
        deals = "".join(rest)
        path = folder / f"again-{game}.jsonl"
        path.write_text(first + deals + (again + deals) * 450, encoding="utf-8")
        out[f"{game} history replayed to its budget"] = path
    out.update(canfield_in_progress(folder, room))
    return out


def canfield_in_progress(folder: Path, room: int) -> dict[str, Path]:
    """Canfield games in progress: the verifier searches for a deck (issue 37) within its
    budget, a file of a deal and its undo over and over, and one whose shown cards keep
    contradicting each other so that every try learns little."""
    from test_canfield_in_progress import played

    (folder / "cf").mkdir()
    honest = played(1002, folder / "cf").read_text(encoding="utf-8").splitlines(keepends=True)
    head = "".join(honest[:2])
    deal = json.dumps(json.loads(next(line for line in honest if '"s>w"' in line))) + "\n"
    undo = json.loads(deal)
    undo.update(action="undo", up=[], paid=0, fee=0)
    pair = deal + json.dumps(undo) + "\n"
    out = {}
    path = folder / "cf-long.jsonl"
    path.write_text(head + pair * (room // len(pair.encode())), encoding="utf-8")
    out["canfield in progress: 4 MB of deal/undo"] = path
    path = folder / "cf-wrong.jsonl"
    shown = [json.loads(line) for line in honest[2:] if '"ActionTaken"' in line]
    for n, line in enumerate(shown):
        line["cards"] = line["cards"][::-1] if n % 2 else line["cards"]
    body = "".join(json.dumps(line) + "\n" for line in shown)
    path.write_text(head + body * max(1, min(50, room // max(1, len(body.encode())))),
                    encoding="utf-8")
    out["canfield in progress: cards reversed"] = path
    return out


def measure(name: str, work: Callable[[], object]) -> None:
    start = time.perf_counter()
    result = work()
    seconds = time.perf_counter() - start
    tracemalloc.start()
    work()
    peak = tracemalloc.get_traced_memory()[1] / 1e6
    tracemalloc.stop()
    flag = "" if seconds < 2 and peak < 200 else "   <-- over the bound"
    print(f"{name:40s} {seconds:6.2f} s {peak:7.1f} MB  {str(result)[:50]}{flag}")


def main() -> None:
    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp)
        for name, path in histories(folder).items():
            measure(name, lambda path=path: (lambda r: (r.exit_status, r.deals_checked))(
                verify_file(path)))
        roster_file = folder / "roster.yaml"
        for name, text in {"roster alias bomb": ALIAS_BOMB, "roster 50,000 deep": DEEP,
                           "roster of 256 kB": "characters:\n" + "- x\n" * 65_000}.items():
            roster_file.write_text(text, encoding="utf-8")

            def roster(path: Path = roster_file) -> str:
                try:
                    return f"{len(load_roster(path).characters)} characters"
                except RosterError as exc:
                    return f"refused: {exc.problem[:40]}"
            measure(name, roster)
        measure("shipped roster", lambda: len(load_roster(roster_path()).characters))
        for name, text in {"items alias bomb": ALIAS_BOMB,
                           "items 5,000 deep": "items: " + "[" * 5000 + "]" * 5000}.items():
            (folder / items.ITEMS_FILE).write_text(text, encoding="utf-8")
            measure(name, lambda: (items.load_items(folder / items.ITEMS_FILE),
                                   items.items_problem())[1])
        lang = folder / "lang"
        lang.mkdir()
        shutil.copy(paths.lang_dir() / "en.yaml", lang / "en.yaml")
        (lang / "zz.yaml").write_text(ALIAS_BOMB, encoding="utf-8")
        measure("language alias bomb", lambda: i18n.read_language("zz", lang).broken)
        measure("shipped language (fr)", lambda: len(i18n.read_language("fr").texts))


if __name__ == "__main__":
    main()
