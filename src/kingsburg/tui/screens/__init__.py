"""Full screens of the app (a name ending in ``Dialog`` is a modal one)."""
