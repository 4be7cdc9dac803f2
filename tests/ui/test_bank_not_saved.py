"""A bank the disk will not take (a full disk, a read-only bank.json) was only logged: the
player went on winning money that the next start no longer had (QA4). The title now says so,
once, until a write works again."""

from __future__ import annotations

from pathlib import Path

from ui_driver import make_app

from drawpoker.i18n import t
from drawpoker.storage.bank import BankBook
from drawpoker.ui import bank_ui


def test_the_title_tells_when_the_bank_cannot_be_written(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    app = make_app(speed="instant")
    book = BankBook(blocker / "bank.json")
    bank_ui.use_bank(app, book)
    book.bank.buy_in(200)
    assert book.save() is False and book.last_error
    told = [n for n in app.notices if n == t("bank.not_saved", reason=book.last_error)]
    assert len(told) == 1
    assert book.save() is False
    assert len([n for n in app.notices if n in told]) == 1  # not repeated
    book.path = tmp_path / "bank.json"  # the disk takes it again
    assert book.save() is True
    assert not [n for n in app.notices if n in told]
