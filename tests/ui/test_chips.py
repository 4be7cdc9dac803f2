"""Chips: piles that add up, stacks in front of each player, and flights that stay on the table."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_ui_layout import SIZES
from ui_driver import Driver, make_app

from drawpoker.engine.draw import Phase
from drawpoker.ui import chips
from drawpoker.ui.draw.next_rules import next_rules
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.draw.staging import STRONG, WEAK, BettingOpponent, PassiveOpponent, stacked_order
from drawpoker.ui.shots import build_table
from drawpoker.ui.timeline import Flight


@given(st.integers(min_value=0, max_value=20000))
@settings(max_examples=200, deadline=None)
def test_breakdown_adds_up_to_the_amount(amount: int) -> None:
    counts = chips.breakdown(amount)
    assert sum(value * n for value, n in counts.items()) == amount
    assert set(counts) <= set(chips.DENOMINATIONS)
    assert all(n > 0 for n in counts.values())


@given(st.integers(min_value=1, max_value=5000), st.integers(1, 6), st.integers(1, 12))
@settings(max_examples=100, deadline=None)
def test_columns_respect_their_limits(amount: int, max_columns: int, max_height: int) -> None:
    cols = chips.columns(amount, max_columns, max_height)
    assert 1 <= len(cols) <= max_columns
    assert all(1 <= height <= max_height for _, height in cols)
    values = [value for value, _ in cols]
    assert values == sorted(values, reverse=True)  # largest value first


def test_a_players_stack_shows_several_colours() -> None:
    """Starting money is not one bar of a single colour: some change is kept."""
    assert len(chips.breakdown(200)) >= 3
    assert len(chips.breakdown(1000)) >= 3


@pytest.mark.parametrize("amount", [5, 35, 195, 1000, 4321])
def test_the_pile_stays_inside_the_rect_it_reports(amount: int) -> None:
    surface = pygame.Surface((600, 400), pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    rect = chips.draw_pile(surface, amount, (300, 300), 34, 5, 8)
    inked = surface.get_bounding_rect()
    assert inked.width > 0 and rect.contains(inked), (rect, inked)
    surface.fill((0, 0, 0, 0))  # in the air: no shadow, exactly the size pile_size says
    chips.draw_pile(surface, amount, (300, 300), 34, 5, 8, shadowed=False)
    inked = surface.get_bounding_rect()
    width, height = chips.pile_size(amount, 34, 5, 8)
    assert abs(inked.height - height) <= 1 and inked.width <= width + 2


def test_fit_height_keeps_a_column_inside_its_height() -> None:
    for d in (20, 30, 36, 54):
        for height in (30, 62, 100):
            n = chips.fit_height(height, d)
            _, h = chips.pile_size(100 * n, d, 1, n)  # one column of n black chips
            assert h <= height or n == 1


@pytest.mark.parametrize("size", SIZES)
def test_chip_flights_stay_in_the_window_at_every_size(size: tuple[int, int]) -> None:
    """Bets to the pot, the pot to either player, her loans and repayments at the pawnshop,
    big amounts included: every point of
    the path keeps the whole pile inside the window (it used to leave over the top edge
    when the pot flew to her)."""
    app = make_app(size=size, speed="instant")
    table = build_table(app, "deal", seed=3)
    assert isinstance(table, TableScene)
    window = pygame.Rect((0, 0), size)
    painter = table.painter
    for amount in (5, 60, 995):
        for src, dst in ((("stack", 0), ("pot",)), (("stack", 1), ("pot",)),
                         (("pot",), ("stack", 0)), (("pot",), ("stack", 1)),
                         (("pawn",), ("stack", 1)), (("stack", 1), ("pawn",))):
            flight = Flight("chips", src, dst, 0.0, 0.5, amount)
            for step in range(21):
                rect = painter.chip_flight_rect(flight, step / 20)
                assert window.contains(rect), (size, amount, src, dst, step, rect)
            end = painter.chip_flight_rect(flight, 1.0)
            assert painter.anchor_rect(dst).collidepoint(end.center)


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_the_pot_paid_to_her_is_drawn_inside_the_window(size: tuple[int, int]) -> None:
    """Played for real: she wins deals; every frame with chips in the air is drawn and the
    chips' pixels stay in the window."""
    rules = next_rules(make_app())
    app = make_app(size=size, speed="normal")
    table = TableScene(app, opponent=BettingOpponent(), seed=1,  # type: ignore[arg-type]
                       deal_orders=lambda n: stacked_order(rules, WEAK, STRONG, n))
    table.live_clock = False
    app.push(table)
    driver = Driver(app)
    seen_to_her = seen_bets = 0
    window = pygame.Rect((0, 0), size)
    for _ in range(3000):
        driver.step()
        flights = [f for f in table.timeline.active_flights() if f.kind == "chips"]
        for flight in flights:
            p = flight.progress(table.timeline.t)
            assert window.contains(table.painter.chip_flight_rect(flight, p))
            seen_to_her += flight.dst == ("stack", 1)
            seen_bets += flight.src == ("stack", 0) and flight.dst == ("pot",)
            if flight.src == ("pot",):  # the chips in the air are no longer drawn in the pot
                assert table.painter.on_table(("pot",)) == \
                    table.board.pot - int(flight.payload)
        m = table.control.match
        if m.deal_number >= 2 and m.phase is Phase.BETWEEN_DEALS and not table.timeline.busy:
            break
        if not table.timeline.busy and table.control.match.to_act == 0:
            if driver.has_button("next_deal"):
                driver.click_button("next_deal")
            elif driver.has_button("call"):
                driver.click_button("call")
            elif driver.has_button("draw"):
                driver.click_button("draw")
            elif driver.has_button("wait"):
                driver.click_button("wait")
    assert seen_to_her > 0, "the pot never flew to her"
    assert seen_bets > 0, "the player's antes and calls never flew from his stack to the pot"


@pytest.mark.parametrize("size", SIZES)
def test_each_player_has_a_stack_with_the_amount_under_it(size: tuple[int, int]) -> None:
    app = make_app(speed="instant", size=size)
    table = build_table(app, "deal", seed=3)
    assert isinstance(table, TableScene)
    lay = table.layout
    window = pygame.Rect((0, 0), size)
    for rect in (lay.my_stack, lay.my_stack_label, lay.her_stack, lay.her_stack_label):
        assert window.contains(rect)
    for other in (lay.bubble_area, lay.her_hand_label, lay.deck, lay.pot, lay.message):
        assert not lay.her_stack.colliderect(other) and not lay.her_stack_label.colliderect(other)
    for pile, label in ((lay.my_stack, lay.my_stack_label), (lay.her_stack, lay.her_stack_label)):
        assert label.top >= pile.bottom and label.centerx == pile.centerx
        assert label.width > 0 and pile.height > lay.chip_d // 2
    # His chips stand on the cloth just above his name plate, which carries their amount.
    assert lay.me_panel.contains(lay.my_stack_label) and lay.my_stack.bottom <= lay.me_panel.top
    assert lay.cloth.contains(lay.my_stack) and lay.cloth.contains(lay.her_stack)
    her_cards = lay.her_cards[0].unionall(lay.her_cards)
    assert not lay.her_stack.colliderect(her_cards)
    assert not lay.her_stack_label.colliderect(her_cards)
    assert not lay.her_stack.colliderect(lay.avatar_panel)
    assert table.painter.stack_amount(0) == "$" + str(table.control.match.stacks[0])


def _played_deal(mine: str, hers: str, opponent: object) -> tuple[TableScene, int, int]:
    """One deal played by posted clicks; the player's money before and after."""
    rules = next_rules(make_app())
    app = make_app(speed="fast")
    table = TableScene(app, opponent=opponent, seed=1,  # type: ignore[arg-type]
                       deal_orders=lambda n: stacked_order(rules, mine, hers, n))
    table.live_clock = False
    before = table.control.match.stacks[0]  # pushing the table deals at once: the ante is paid
    app.push(table)
    driver = Driver(app)
    for _ in range(40):
        driver.settle()
        if table.control.match.phase is Phase.BETWEEN_DEALS:
            break
        for name in ("bet", "call", "draw"):
            if driver.has_button(name):
                driver.click_button(name)
                break
    assert table.control.match.phase is Phase.BETWEEN_DEALS and table.control.match.deal_number == 1
    return table, before, table.control.match.stacks[0]


@pytest.mark.parametrize(("mine", "hers", "sign"), [(STRONG, WEAK, "+"), (WEAK, STRONG, "−")])
def test_the_deals_net_result_shows_by_the_players_stack(mine: str, hers: str,
                                                         sign: str) -> None:
    table, before, after = _played_deal(mine, hers, BettingOpponent() if sign == "−"
                                        else PassiveOpponent())
    net = table.board.net
    assert net is not None and net.amount == after - before != 0
    assert (net.amount > 0) == (sign == "+")
    shown = f"{sign}${abs(after - before)}"
    assert table.painter.net_words() == shown
    assert net.alpha == 255
    # Drawn for real: the frame differs from the same frame without it, where it is shown.
    screen = table.app.screen
    table.draw(screen)
    with_net = screen.copy()
    table.board.net = None
    table.draw(screen)
    without = screen.copy()
    table.board.net = net
    area = table.painter.net_rect(table.painter.net_image().get_size())
    lay = table.layout
    assert lay.right.contains(area) and area.bottom <= lay.me_panel.top
    assert any(with_net.get_at((x, y)) != without.get_at((x, y))
               for x in range(area.left, area.right, 2) for y in range(area.top, area.bottom, 2))
    # It fades: after its time it is gone, and the next deal clears it.
    table.update(net.HOLD + net.FADE + 1.0)
    assert net.alpha == 0
    table.start_deal()
    table.timeline.finish_all()
    assert table.board.net is None



def test_her_loan_comes_to_her_stack_as_chips() -> None:
    """Played for real until she pawns an item: the loan flies from the pawnshop to her
    stack, and her stack shows it once landed."""
    rules = next_rules(make_app())
    app = make_app(speed="normal")
    table = TableScene(app, opponent=PassiveOpponent(), seed=1,  # type: ignore[arg-type]
                       deal_orders=lambda n: stacked_order(rules, STRONG, WEAK, n))
    table.live_clock = False
    app.push(table)
    driver = Driver(app)
    loan = None
    for _ in range(20000):
        driver.step()
        flying = [f for f in table.timeline.active_flights()
                  if f.kind == "chips" and f.src == ("pawn",)]
        if flying:
            loan = flying[0]
            assert loan.dst == ("stack", 1) and loan.payload == rules.pawn_loan
            before = table.board.stacks[1]
            assert table.painter.on_table(("stack", 1)) == before  # nothing yet
            while not loan.landed:
                driver.step()
            assert table.board.stacks[1] == before + rules.pawn_loan
            break
        if not table.timeline.busy and not table.thinking:
            if driver.has_button("next_deal"):
                driver.click_button("next_deal")
            elif driver.has_button("bet"):
                for _ in range(12):
                    driver.key(pygame.K_UP)
                driver.click_button("bet")
            elif driver.has_button("call"):
                driver.click_button("call")
            elif driver.has_button("draw"):
                driver.click_button("draw")
    assert loan is not None, "she never pawned an item"


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr", "pt", "es", "de"])
def test_the_net_result_clears_the_name_the_dealer_button_and_the_chips(
        size: tuple[int, int], lang: str) -> None:
    from drawpoker import i18n
    from drawpoker.i18n import t
    from drawpoker.ui import text
    from drawpoker.ui.timeline import NetResult

    i18n.set_language(lang)
    app = make_app(speed="instant", size=size)
    table = build_table(app, "deal", seed=3)
    assert isinstance(table, TableScene)
    table.board.stacks[0] = 1995  # tall columns
    table.board.net = NetResult(-1250)
    painter, lay = table.painter, table.layout
    pill = painter.net_rect(painter.net_image().get_size()).inflate(lay.sc(16), lay.sc(4))
    # Above his chips, on the cloth by his cards: clear of his plate (name, dealer button,
    # money), of the overlay buttons and of the tallest column.
    assert lay.right.contains(pill) and lay.cloth.contains(pill)
    assert not pill.colliderect(lay.me_panel) and not pill.colliderect(lay.overlay_buttons)
    _, height = chips.pile_size(1995, lay.my_chip_d, 5,
                                chips.fit_height(lay.my_stack.height, lay.my_chip_d))
    assert pill.bottom <= lay.my_stack.bottom - height + lay.sc(4)
    name = t("draw.table.your_name")
    assert text.measure(name, lay.font(20), True)[0] < lay.me_panel.width // 2


def test_more_money_looks_like_more_chips() -> None:
    """Across the amounts a match reaches, a bigger stack never has fewer chips."""
    previous = 0
    for amount in range(100, 2000, 100):
        count = sum(chips.breakdown(amount).values())
        assert count >= previous, amount
        previous = count
    assert sum(chips.breakdown(1000).values()) > sum(chips.breakdown(200).values()) + 5
