"""Synthesise the game's sound effects as small WAV files, reproducibly.

Run from the repository root:  python assets/src/make_sounds.py [--out assets/sounds]

Only the standard library is used (``wave``, ``math``, ``struct``); noise comes from a
fixed linear congruential generator, so the files are byte-identical on every run and
every platform. Mono, 16-bit, 22050 Hz: short effects of a few kilobytes each.
"""

from __future__ import annotations

import argparse
import math
import struct
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 22050
PEAK = 0.7  # normalised peak, leaving headroom when several effects overlap


class Noise:
    """White noise in [-1, 1] from a linear congruential generator (same on every Python)."""

    def __init__(self, seed: int) -> None:
        self.state = seed & 0xFFFFFFFF

    def __call__(self) -> float:
        self.state = (1664525 * self.state + 1013904223) & 0xFFFFFFFF
        return self.state / 2**31 - 1.0


def blank(seconds: float) -> list[float]:
    return [0.0] * round(seconds * RATE)


def mix(target: list[float], source: Sequence[float], at: float, gain: float = 1.0) -> None:
    """Add ``source`` into ``target`` starting ``at`` seconds in (clipped to its length)."""
    start = round(at * RATE)
    for i, value in enumerate(source):
        if start + i >= len(target):
            break
        target[start + i] += gain * value


def lowpass(samples: Sequence[float], cutoff: Callable[[float], float]) -> list[float]:
    """A one-pole low-pass whose cutoff (Hz) may move with time (seconds)."""
    out: list[float] = []
    state = 0.0
    for i, value in enumerate(samples):
        alpha = 1.0 - math.exp(-2 * math.pi * cutoff(i / RATE) / RATE)
        state += alpha * (value - state)
        out.append(state)
    return out


def highpass(samples: Sequence[float], cutoff: float) -> list[float]:
    low = lowpass(samples, lambda _t: cutoff)
    return [value - smooth for value, smooth in zip(samples, low, strict=True)]


def envelope(count: int, attack: float, decay: float) -> list[float]:
    """Linear attack then exponential decay with time constant ``decay`` seconds."""
    out = []
    for i in range(count):
        t = i / RATE
        rise = min(1.0, t / attack) if attack > 0 else 1.0
        out.append(rise * math.exp(-max(0.0, t - attack) / decay))
    return out


def tone(
    freq: float,
    seconds: float,
    partials: Sequence[tuple[float, float]],
    attack: float,
    decay: float,
    vibrato: float = 0.0,
) -> list[float]:
    """A note: sine partials (multiple, gain) under an attack/decay envelope."""
    count = round(seconds * RATE)
    env = envelope(count, attack, decay)
    out = []
    phase = 0.0
    for i in range(count):
        t = i / RATE
        f = freq * (1.0 + vibrato * math.sin(2 * math.pi * 5.5 * t) * min(1.0, t / 0.15))
        phase += 2 * math.pi * f / RATE
        value = sum(gain * math.sin(multiple * phase) for multiple, gain in partials)
        out.append(env[i] * value)
    return out


def deal() -> list[float]:
    """A card sliding off the deck: a short swish of noise that darkens as it goes."""
    noise = Noise(1)
    seconds = 0.09
    raw = [noise() for _ in range(round(seconds * RATE))]
    swish = highpass(lowpass(raw, lambda t: 6000 - 45000 * t), 700)
    env = envelope(len(swish), 0.012, 0.025)
    return [a * b for a, b in zip(swish, env, strict=True)]


def flip() -> list[float]:
    """A card turned face up: a crisp snap over a soft low knock."""
    noise = Noise(2)
    out = blank(0.06)
    snap = highpass([noise() for _ in range(round(0.012 * RATE))], 1500)
    snap = [v * e for v, e in zip(snap, envelope(len(snap), 0.001, 0.003), strict=True)]
    mix(out, snap, 0.0)
    mix(out, tone(190, 0.06, [(1, 1.0), (2.1, 0.3)], 0.002, 0.012), 0.002, 0.6)
    return out


def chip_click(seed: int) -> list[float]:
    """One clay chip landing on another: bright inharmonic ring plus a tiny noise tick."""
    noise = Noise(seed)
    ring = tone(
        2900 + 40 * (seed % 5),
        0.07,
        [(1, 1.0), (1.41, 0.7), (1.83, 0.45), (2.27, 0.3)],
        0.0008,
        0.016,
    )
    tick = highpass([noise() for _ in range(round(0.004 * RATE))], 3000)
    mix(ring, tick, 0.0, 0.8)
    return ring


def chips() -> list[float]:
    """A small stack of chips pushed to the pot: four clicks, the later ones softer."""
    out = blank(0.2)
    for index, (at, gain) in enumerate(((0.0, 1.0), (0.05, 0.75), (0.085, 0.6), (0.13, 0.4))):
        mix(out, chip_click(10 + index), at, gain)
    return out


def win() -> list[float]:
    """A bright rising arpeggio ending on a chord: C, E, G, high C."""
    out = blank(0.56)
    bell = [(1, 1.0), (2, 0.35), (3, 0.12), (4.2, 0.05)]
    for index, freq in enumerate((523.25, 659.25, 783.99, 1046.5)):
        decay = 0.12 if index < 3 else 0.2
        mix(out, tone(freq, 0.56 - index * 0.075, bell, 0.004, decay), index * 0.075, 0.8)
    return out


def lose() -> list[float]:
    """A gentle falling phrase, three short notes and a longer one with a wobble."""
    out = blank(0.6)
    soft = [(1, 1.0), (3, 0.18), (5, 0.06)]
    for index, freq in enumerate((392.0, 369.99, 349.23)):
        mix(out, tone(freq, 0.13, soft, 0.01, 0.07), index * 0.11, 0.8)
    mix(out, tone(329.63, 0.28, soft, 0.015, 0.12, vibrato=0.012), 0.33, 0.9)
    return lowpass(out, lambda _t: 2600)


def brass(freq: float, seconds: float, glide: float = 0.0, vibrato: float = 0.0,
          bright: float = 1.0) -> list[float]:
    """A brass-like note: many harmonics that open up as the note swells (a "blown" attack),
    an optional pitch glide (share of ``freq`` over the note) and a late vibrato."""
    count = round(seconds * RATE)
    out = []
    phase = 0.0
    attack, release = 0.035, min(0.12, seconds * 0.3)
    for i in range(count):
        t = i / RATE
        f = freq * (1.0 + glide * t / seconds)
        f *= 1.0 + vibrato * math.sin(2 * math.pi * 5.2 * t) * min(1.0, max(0.0, t - 0.15) / 0.3)
        phase += 2 * math.pi * f / RATE
        swell = min(1.0, t / attack) * min(1.0, (seconds - t) / release)
        # Higher harmonics grow with loudness: the brass "blare".
        value = sum(math.sin(n * phase) * (0.62 ** (n - 1)) * min(1.0, swell * bright * 1.6 / n)
                    for n in range(1, 8))
        out.append(swell * value)
    return out


def fanfare() -> list[float]:
    """The match won: a short brass fanfare, three quick pick-ups and a held major chord."""
    out = blank(1.5)
    notes = ((392.0, 0.0, 0.12), (392.0, 0.14, 0.12), (392.0, 0.28, 0.12), (523.25, 0.42, 0.22),
             (659.25, 0.66, 0.16))
    for freq, at, length in notes:
        mix(out, brass(freq, length), at, 1.1)
    for freq, gain in ((523.25, 0.55), (659.25, 0.45), (783.99, 0.5), (1046.5, 0.3)):
        mix(out, brass(freq, 0.66, vibrato=0.006), 0.84, gain)
    return lowpass(out, lambda _t: 5200)


def sad_trombone() -> list[float]:
    """The match lost: the classic "wah, wah, wah, waaah" falling by half steps, the last note
    long, wobbling and sagging."""
    out = blank(1.75)
    for index, freq in enumerate((293.66, 277.18, 261.63)):
        mix(out, brass(freq, 0.3, glide=-0.015, bright=0.6), index * 0.34, 0.8)
    mix(out, brass(246.94, 0.72, glide=-0.03, vibrato=0.02, bright=0.6), 1.02, 0.9)
    return lowpass(out, lambda _t: 1800)


def check() -> list[float]:
    """A check: two knuckle knocks on the felt, dull and short."""
    out = blank(0.2)
    for at, gain in ((0.0, 1.0), (0.09, 0.8)):
        knock = tone(150, 0.08, [(1, 1.0), (2.3, 0.4), (3.9, 0.15)], 0.001, 0.018)
        mix(out, knock, at, gain)
        mix(out, lowpass([Noise(3)() for _ in range(round(0.01 * RATE))], lambda _t: 1200),
            at, 0.5 * gain)
    return lowpass(out, lambda _t: 1500)


def fold() -> list[float]:
    """Cards tossed away: a longer, softer swish than a deal, sliding to a stop."""
    noise = Noise(4)
    raw = [noise() for _ in range(round(0.18 * RATE))]
    swish = highpass(lowpass(raw, lambda t: 3500 - 14000 * t), 400)
    env = envelope(len(swish), 0.03, 0.06)
    return [a * b for a, b in zip(swish, env, strict=True)]


def resonate(samples: Sequence[float], freq: float, width: float) -> list[float]:
    """A two-pole resonance (a vowel's formant) at ``freq`` Hz, ``width`` Hz wide."""
    radius = math.exp(-math.pi * width / RATE)
    a1, a2 = 2 * radius * math.cos(2 * math.pi * freq / RATE), -radius * radius
    out: list[float] = []
    y1 = y2 = 0.0
    for value in samples:
        y = (1 - radius) * value + a1 * y1 + a2 * y2
        out.append(y)
        y1, y2 = y, y1
    return out


def hum(pitch: Callable[[float], float], seconds: float, vowel: tuple[float, float],
        attack: float = 0.03, decay: float = 0.12) -> list[float]:
    """A wordless voiced sound ("mm", "oh", "hm"): a buzzing source at a pitch that moves
    with time, shaped by two formants; a voice-like reaction without any words."""
    count = round(seconds * RATE)
    phase = 0.0
    source = []
    for i in range(count):
        t = i / RATE
        phase = (phase + pitch(t) / RATE) % 1.0
        source.append(2 * phase - 1 - 0.5 * math.sin(2 * math.pi * phase))
    first, second = vowel
    voiced = [a + 0.5 * b for a, b in zip(resonate(source, first, 90),
                                          resonate(source, second, 120), strict=True)]
    env = envelope(count, attack, decay)
    fade = [min(1.0, (count - i) / (0.04 * RATE)) for i in range(count)]
    return lowpass([v * e * f for v, e, f in zip(voiced, env, fade, strict=True)],
                   lambda _t: 3000)


MM, OH, EH = (300.0, 1000.0), (500.0, 850.0), (550.0, 1800.0)


def her_glad() -> list[float]:
    """She is pleased: "mm-hm!", a low syllable then a higher, rising one."""
    out = blank(0.42)
    mix(out, hum(lambda t: 230 + 40 * t, 0.14, MM, decay=0.2), 0.0, 0.8)
    mix(out, hum(lambda t: 300 + 260 * t, 0.24, MM, decay=0.25), 0.16, 1.0)
    return out


def her_upset() -> list[float]:
    """She is annoyed: a short falling "hmph"."""
    return hum(lambda t: 320 - 400 * t, 0.3, EH, attack=0.015, decay=0.1)


def her_sly() -> list[float]:
    """She is smug or bluffing: three quick "heh"s, each a little lower."""
    out = blank(0.4)
    for index in range(3):
        mix(out, hum(lambda t, k=index: 360 - 20 * k - 150 * t, 0.08, EH, 0.008, 0.03),
            index * 0.11, 1.0 - 0.15 * index)
    return out


def her_surprised() -> list[float]:
    """She is surprised: a rising "oh!"."""
    return hum(lambda t: 260 + 900 * t * t, 0.34, OH, attack=0.02, decay=0.2)


def repitch(samples: Sequence[float], factor: float) -> list[float]:
    """The same sound ``factor`` times higher (and shorter), by linear interpolation."""
    count = int((len(samples) - 1) / factor)
    out = []
    for i in range(count):
        x = i * factor
        j = int(x)
        out.append(samples[j] + (samples[j + 1] - samples[j]) * (x - j))
    return out


#: Each effect's variants beyond its first: how much higher (above 1) or lower each one is.
#: The table picks one at random for each play, so repeated effects do not sound identical.
VARIANT_PITCHES: dict[str, tuple[float, ...]] = {
    "deal": (0.93, 1.08), "flip": (0.92, 1.07), "chips": (0.94, 1.06),
    "check": (0.9, 1.1), "fold": (0.93, 1.07),
    "her_glad": (0.95, 1.05), "her_upset": (0.94, 1.05), "her_sly": (0.95, 1.06),
    "her_surprised": (0.95, 1.05),
}

SOUNDS: dict[str, Callable[[], list[float]]] = {
    "deal": deal,
    "flip": flip,
    "chips": chips,
    "win": win,
    "lose": lose,
    "fanfare": fanfare,
    "sad_trombone": sad_trombone,
    "check": check,
    "fold": fold,
    "her_glad": her_glad,
    "her_upset": her_upset,
    "her_sly": her_sly,
    "her_surprised": her_surprised,
}


def to_pcm(samples: Sequence[float]) -> bytes:
    """Normalise to ``PEAK``, fade the last 3 ms to avoid a click, and pack as 16-bit."""
    top = max((abs(v) for v in samples), default=0.0) or 1.0
    fade = round(0.003 * RATE)
    count = len(samples)
    values = []
    for i, value in enumerate(samples):
        gain = min(1.0, (count - i) / fade)
        values.append(round(max(-1.0, min(1.0, value / top * PEAK * gain)) * 32767))
    return struct.pack(f"<{len(values)}h", *values)


def write(path: Path, samples: Sequence[float]) -> None:
    with wave.open(str(path), "wb") as handle:
        handle.setnchannels(1)
        handle.setsampwidth(2)
        handle.setframerate(RATE)
        handle.writeframes(to_pcm(samples))


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parents[1] / "sounds")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        samples = make()
        targets = [(args.out / f"{name}.wav", samples)]
        for index, factor in enumerate(VARIANT_PITCHES.get(name, ()), start=2):
            targets.append((args.out / f"{name}_{index}.wav", repitch(samples, factor)))
        for target, made in targets:
            write(target, made)
            print(f"{target} ({target.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
