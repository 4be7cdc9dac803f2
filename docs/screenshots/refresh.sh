#!/usr/bin/env bash
# Re-render the screenshots from the current code (headless, reproducible).
#
#   refresh.sh         the curated set the README and docs show, here (squeezed by pngquant
#                      when it is installed: a few MB in all, committed only when they change)
#   refresh.sh --all   every other picture looked at when the UI changes (each language, size
#                      and moment), into more/ (ignored by git: made on demand, never committed)
set -euo pipefail
cd "$(dirname "$0")"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
shot() { python -m drawpoker --seed 3 --screenshot "$@" >/dev/null; }
squeeze() {  # lossy 256-colour PNGs: a third of the size, no difference a reader sees
    if command -v pngquant >/dev/null; then
        pngquant --quality 70-95 --speed 1 --strip --force --ext .png "$@" || true
    fi
}

curated() {
    # The draw opponent chosen: one roster character on the title, at the table and at the end.
    shot() { python -m drawpoker --seed 3 --opponent lucia --screenshot "$@" >/dev/null; }
    shot title.png --scene title
    shot opponents.png --scene opponents
    # The career (docs/roster.md): the record book (opponents.png shows the ladder), the
    # trophies won on the title.
    shot title-career-en-1280x720.png --scene title --state career --size 1280x720
    shot record-book-en-1280x720.png --scene stats --state career --size 1280x720
    shot record-book-de-1024x600.png --scene stats --state career --lang de --size 1024x600
    shot stats.png --scene stats
    shot gameover-won.png --scene gameover --state won
    for state in deal showdown pawned lost; do
        shot "table-$state.png" --scene table --state "$state"
    done
    shot settings-pt.png --scene settings --lang pt
    shot help-fr.png --scene help --lang fr
    shot coach-draw-en-1280x720.png --scene table --state draw --coach
    # (issue 40: the draw's odds in the longest text, the panel scrolling with its bar)
    shot coach-draw-fr-large-1280x720.png --scene table --state draw --coach --lang fr --large-text
    shot canfield-play-en-1280x720.png --scene canfield --state deal
    shot holdem-flop-en-1280x720.png --scene holdem-flop
    shot holdem-showdown-en-1280x720.png --scene holdem-showdown
    shot holdem-pawn-en-1280x720.png --scene holdem-pawn
    for state in deal pawned lost; do
        shot "theme-party-$state.png" --scene table --state "$state" --theme party
    done
    python ../../assets/src/preview_themes.py --faces --height 240 --out . >/dev/null
    # (issue 41: each opponent's own wardrobe, and the six seats at the small window too)
    python ../../assets/src/preview_wardrobes.py --all --height 200 --out . >/dev/null
    shot holdem-showdown-en-1024x600.png --scene holdem-showdown --size 1024x600
    # (issue 35: the what-if's answer, the why page, the deal log's code after a coded match's
    # first deal, the code page, Canfield's deal with its code, in en and de at both sizes;
    # the duplicates' page)
    for lang in en de; do
        for size in 1280x720 1024x600; do
            local width=${size%%x*}
            shot "whatif-$lang-$width.png" --scene whatif --state result --lang "$lang" \
                --size "$size"
            shot "why-$lang-$width.png" --scene why --lang "$lang" --size "$size"
            shot "deal-log-code-$lang-$width.png" --scene table --state code-log --lang "$lang" \
                --size "$size"
            shot "code-entry-$lang-$size.png" --scene code-entry --lang "$lang" --size "$size"
            shot "canfield-code-$lang-$size.png" --scene canfield --state deal --lang "$lang" \
                --size "$size"
        done
    done
    shot duplicates-en-1280x720.png --scene stats --state duplicate --size 1280x720
    shot duplicates-de-1024x600.png --scene stats --state duplicate --lang de --size 1024x600
    # (issue 35: practice, every card face up with Why? in the log mid-deal; hold'em's Why?
    # page mid-hand at a practice table, heads-up against hard: her exact mixed odds)
    shot practice-draw.png --scene table --state practice
    shot practice-holdem.png --scene holdem-practice
    shot why-holdem-practice-en-1280x720.png --scene holdem-practice --state why --size 1280x720
    shot why-holdem-practice-de-1024x600.png --scene holdem-practice --state why --lang de \
        --size 1024x600
    python ../../assets/src/preview_cards.py --out cards.png >/dev/null
    # Each opponent making her tell at the draw table (docs/roster.md, issue 41).
    python ../../assets/src/capture_tells.py tells.png >/dev/null
    squeeze ./*.png
}

if [[ "${1:-}" != "--all" ]]; then
    curated
    exit 0
fi
mkdir -p more
cd more
shot title.png --scene title
shot pause.png --scene pause
shot help.png --scene help
shot stats.png --scene stats
shot gameover-won.png --scene gameover --state won
shot gameover-lost.png --scene gameover --state lost-match
for state in deal marked draw thinking facing-bet showdown tie drop pawned lost; do
    shot "table-$state.png" --scene table --state "$state"
done
shot table-four-colour.png --scene table --state showdown --four-colour
shot table-1024x600.png --scene table --state showdown --size 1024x600
shot table-1920x1080.png --scene table --state showdown --size 1920x1080
for lang in fr pt; do
    shot "settings-$lang.png" --scene settings --lang "$lang"
    shot "help-$lang.png" --scene help --lang "$lang"
done
# The table's key moments and the end of a match in English and German, at the default size
# and at the smallest supported one (issue 12: looked at, nothing overlaps, text fits).
for lang in en de; do
    for size in 1280x720 1024x600; do
        for state in deal showdown pawned; do
            shot "moment-table-$state-$lang-$size.png" --scene table --state "$state" \
                --lang "$lang" --size "$size"
        done
        shot "moment-gameover-won-$lang-$size.png" --scene gameover --state won --lang "$lang" \
            --size "$size"
        shot "moment-gameover-lost-$lang-$size.png" --scene gameover --state lost-match \
            --lang "$lang" --size "$size"
    done
done
for theme in wardrobe party; do
    for state in deal pawned lost; do
        shot "theme-$theme-$state.png" --scene table --state "$state" --theme "$theme"
    done
done
python ../../../assets/src/preview_themes.py --faces --height 240 --out . >/dev/null
# The draw coach (issue 14): at the player's draw, its review after a deal, and the luck chart.
for lang in en de; do
    for size in 1280x720 1024x600; do
        shot "coach-draw-$lang-$size.png" --scene table --state draw --coach --lang "$lang" \
            --size "$size"
        shot "coach-review-$lang-$size.png" --scene table --state showdown --coach \
            --lang "$lang" --size "$size"
        shot "coach-luck-$lang-$size.png" --scene stats --coach --lang "$lang" --size "$size"
    done
done
# The coach at the large text size, where it scrolls (issue 40).
for lang in fr de; do
    for size in 1280x720 1024x600; do
        shot "coach-draw-$lang-large-$size.png" --scene table --state draw --coach --lang "$lang" \
            --size "$size" --large-text
        shot "coach-review-$lang-large-$size.png" --scene table --state showdown --coach \
            --lang "$lang" --size "$size" --large-text
    done
done
# The statistics' bank page (issue 14): the bank, the things, Canfield, the bank's story.
shot stats-bank.png --scene stats --state bank
shot stats-bank-de-1024x600.png --scene stats --state bank --lang de --size 1024x600
# Canfield (issue 14): a game in progress with a hint shown, a won game, and a bank that cannot
# pay a deal with the pawnshop's question; the title with a match in progress and an item pawned.
for lang in en fr; do
    for size in 1280x720 1024x600; do
        shot "canfield-play-$lang-$size.png" --scene canfield --state deal --lang "$lang" \
            --size "$size"
        shot "canfield-won-$lang-$size.png" --scene canfield --state won --lang "$lang" \
            --size "$size"
        shot "canfield-pawned-$lang-$size.png" --scene canfield --state pawned --lang "$lang" \
            --size "$size"
    done
done
# Deal codes and the what-if (issue 35), beyond the curated set: the what-if's choices and
# its hold'em pages, the why of hold'em, the code page's other games and a refused code, a
# Canfield deal from a code (for no money), the duplicates' page in every language.
for lang in en de fr; do
    for size in 1280x720 1024x600; do
        shot "whatif-pick-$lang-$size.png" --scene whatif --lang "$lang" --size "$size"
        shot "whatif-holdem-$lang-$size.png" --scene whatif --state holdem --lang "$lang" \
            --size "$size"
        shot "why-holdem-$lang-$size.png" --scene why --state holdem --lang "$lang" \
            --size "$size"
        for state in holdem canfield refused; do
            shot "code-entry-$state-$lang-$size.png" --scene code-entry --state "$state" \
                --lang "$lang" --size "$size"
        done
        shot "canfield-from-code-$lang-$size.png" --scene canfield --state code --lang "$lang" \
            --size "$size"
        shot "deal-log-code-$lang-$size.png" --scene table --state code-log --lang "$lang" \
            --size "$size"
    done
done
for lang in en fr pt es de; do
    shot "duplicates-$lang-1024x600.png" --scene stats --state duplicate --lang "$lang" \
        --size 1024x600
done
# Texas hold'em (issue 13): six players at the flop, and a showdown whose main pot two equal
# straights split (the winner's face and line, the others' faces); the showdown in German too,
# and at the smallest window.
for size in 1280x720 1024x600; do
    shot "holdem-flop-en-$size.png" --scene holdem-flop --size "$size"
    shot "holdem-showdown-en-$size.png" --scene holdem-showdown --size "$size"
done
shot "holdem-showdown-de-1280x720.png" --scene holdem-showdown --lang de --size 1280x720
shot "holdem-showdown-de-800x480.png" --scene holdem-showdown --lang de --size 800x480
# The busy moments of issue 40 (results, bubbles, a pawn) in the longest languages, at both
# text sizes and on a screen that is not 16:9.
for lang in fr de; do
    for size in 1024x600 1280x800; do
        for scene in showdown pawn; do
            shot "holdem-$scene-$lang-$size.png" --scene "holdem-$scene" --lang "$lang" --size "$size"
            shot "holdem-$scene-$lang-$size-large.png" --scene "holdem-$scene" --lang "$lang" \
                --size "$size" --large-text
        done
    done
done
