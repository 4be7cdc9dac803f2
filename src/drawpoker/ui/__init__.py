"""The pygame game window: the scene loop, the scenes and everything they draw.

Start it with :func:`drawpoker.ui.app.App` and a first scene, or run ``python -m drawpoker``.
"""
