"""Outside sparring opponents: strong players ``hard`` has never trained against.

They exist to measure ``hard`` the way a good human or a good outside bot would: each sees only
``Match.view(seat)`` like every other player. ``make_player`` and the simulator know them by name.
"""

from __future__ import annotations

from collections.abc import Callable

from drawpoker.ai.draw.players import Player
from drawpoker.ai.draw.sparring.balanced import Balanced
from drawpoker.ai.draw.sparring.bandit import Bandit
from drawpoker.ai.draw.sparring.check_raiser import CheckRaiser
from drawpoker.ai.draw.sparring.counter import Counter
from drawpoker.ai.draw.sparring.exploiter import Exploiter
from drawpoker.ai.draw.sparring.nit import Nit

SPARRING: dict[str, Callable[[int | None], Player]] = {
    "balanced": lambda seed: Balanced(seed),
    "exploiter": lambda seed: Exploiter(seed),
    "counter": lambda seed: Counter(seed),
    "check-raiser": lambda seed: CheckRaiser(seed),
    "nit": lambda seed: Nit(seed),
    # held out: for measuring ``hard`` only, never for tuning it (issue 42)
    "bandit": lambda seed: Bandit(seed),
}

__all__ = ["SPARRING", "Balanced", "Bandit", "CheckRaiser", "Counter", "Exploiter", "Nit"]
