"""Synthesise the game's music loops as small WAV files, reproducibly.

Run from the repository root:  python assets/src/make_music.py [--out assets/music]

One short loop per mood of the table (calm, tense on a big pot, won, lost), written with the
standard library only, so the files are byte-identical on every run and platform. Mono,
16-bit, 16000 Hz: soft background music needs no more, and the four loops stay under a
megabyte together. Every note that rings past the end of a loop wraps round to its start,
so the loop repeats without a seam.
"""

from __future__ import annotations

import argparse
import math
import struct
import wave
from collections.abc import Sequence
from pathlib import Path

RATE = 16000
PEAK = 0.5  # quieter than the effects: music sits under them


def midi(note: int) -> float:
    """The frequency of MIDI note ``note`` (60 = middle C)."""
    return 440.0 * 2 ** ((note - 69) / 12)


class Loop:
    """A loop of ``seconds`` into which notes are added; what rings past the end wraps."""

    def __init__(self, seconds: float) -> None:
        self.samples = [0.0] * round(seconds * RATE)

    def note(self, key: int, at: float, seconds: float, gain: float,
             partials: Sequence[tuple[float, float]], attack: float, decay: float) -> None:
        """A note of MIDI ``key``: sine partials under an attack and exponential decay."""
        count, start, size = round(seconds * RATE), round(at * RATE), len(self.samples)
        freq = midi(key)
        steps = [2 * math.pi * freq * multiple / RATE for multiple, _ in partials]
        gains = [g for _, g in partials]
        release = min(0.05, seconds / 4)
        for i in range(count):
            t = i / RATE
            env = min(1.0, t / attack) * math.exp(-t / decay) * min(1.0, (seconds - t) / release)
            value = sum(g * math.sin(step * i) for step, g in zip(steps, gains, strict=True))
            self.samples[(start + i) % size] += gain * env * value

    def tick(self, at: float, gain: float, seed: int) -> None:
        """A soft brushed tick (noise from a fixed generator), for a pulse under the tense loop."""
        state, size = seed & 0xFFFFFFFF, len(self.samples)
        start, last = round(at * RATE), 0.0
        for i in range(round(0.04 * RATE)):
            state = (1664525 * state + 1013904223) & 0xFFFFFFFF
            noise = state / 2**31 - 1.0
            high, last = noise - last, noise  # a crude high-pass: only the hiss
            self.samples[(start + i) % size] += gain * high * math.exp(-i / (0.008 * RATE))


PIANO = ((1, 1.0), (2, 0.3), (3, 0.1))
PAD = ((1, 1.0), (2, 0.15), (3, 0.08))
BASS = ((1, 1.0), (2, 0.4))
BELL = ((1, 1.0), (2.0, 0.25), (3.0, 0.12), (4.2, 0.04))


def calm() -> list[float]:
    """Four slow bars of soft electric piano (Cmaj7, Am7, Fmaj7, G6) over a walking bass."""
    loop = Loop(9.6)  # 100 bpm, four bars of four beats
    beat = 0.6
    chords = ((48, (60, 64, 67, 71)), (45, (60, 64, 67, 69)), (41, (57, 60, 64, 65)),
              (43, (59, 62, 64, 67)))
    for bar, (bass, notes) in enumerate(chords):
        at = bar * 4 * beat
        loop.note(bass, at, 4 * beat, 0.5, BASS, 0.02, 1.2)
        loop.note(bass + 7, at + 2 * beat, 2 * beat, 0.3, BASS, 0.02, 0.8)
        for index, key in enumerate(notes):  # a gently rolled chord
            loop.note(key, at + 0.04 * index, 3.5 * beat, 0.22, PIANO, 0.01, 1.0)
        for step, key in enumerate((notes[3] + 12, notes[2] + 12)):  # a small answer
            loop.note(key, at + (2.5 + step) * beat, beat, 0.12, BELL, 0.005, 0.35)
    return loop.samples


def tense() -> list[float]:
    """A low pulse in A minor (A, F, D, E), eighth notes over a drone, with a ticking hat."""
    loop = Loop(6.4)  # 150 bpm, four bars of four beats
    beat = 0.4
    roots = (45, 41, 38, 40)
    for bar, root in enumerate(roots):
        at = bar * 4 * beat
        loop.note(root - 12, at, 4 * beat, 0.45, PAD, 0.05, 3.0)
        for step in range(8):
            key = root + (12 if step % 4 == 3 else 0)
            loop.note(key, at + step * beat / 2, beat / 2, 0.3, BASS, 0.004, 0.12)
            loop.tick(at + step * beat / 2, 0.12 if step % 2 else 0.05, 97 + bar * 8 + step)
        loop.note(root + 24 + (1 if bar == 3 else 0), at + 3 * beat, beat, 0.08, BELL, 0.01, 0.3)
    return loop.samples


def won() -> list[float]:
    """Bright bell arpeggios up through C, F, G, C: a light, happy loop."""
    loop = Loop(4.8)  # 100 bpm, two bars
    beat = 0.6
    for index, notes in enumerate(((60, 64, 67, 72), (60, 65, 69, 72), (59, 62, 67, 71),
                                   (60, 64, 67, 76))):
        at = index * 2 * beat
        loop.note(notes[0] - 24, at, 2 * beat, 0.4, BASS, 0.02, 0.9)
        for step, key in enumerate(notes):
            loop.note(key + 12, at + step * beat / 2, beat, 0.2, BELL, 0.004, 0.4)
    return loop.samples


def lost() -> list[float]:
    """Slow, low pads in A minor (Am, Dm, E): quiet and a little sad."""
    loop = Loop(7.2)
    for index, (root, notes) in enumerate(((45, (57, 60, 64)), (38, (57, 62, 65)),
                                           (40, (56, 59, 64)))):
        at = index * 2.4
        loop.note(root, at, 2.4, 0.45, BASS, 0.1, 2.0)
        for key in notes:
            loop.note(key, at, 2.4, 0.18, PAD, 0.4, 2.5)
        loop.note(notes[2] + 12, at + 1.2, 1.2, 0.08, BELL, 0.02, 0.6)
    return loop.samples


MUSIC = {"calm": calm, "tense": tense, "won": won, "lost": lost}


def to_pcm(samples: Sequence[float]) -> bytes:
    """Normalise to ``PEAK`` and pack as 16-bit (no fade: the loop must join itself)."""
    top = max((abs(v) for v in samples), default=0.0) or 1.0
    values = [round(max(-1.0, min(1.0, v / top * PEAK)) * 32767) for v in samples]
    return struct.pack(f"<{len(values)}h", *values)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parents[1] / "music")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, make in MUSIC.items():
        target = args.out / f"{name}.wav"
        with wave.open(str(target), "wb") as handle:
            handle.setnchannels(1)
            handle.setsampwidth(2)
            handle.setframerate(RATE)
            handle.writeframes(to_pcm(make()))
        print(f"{target} ({target.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
