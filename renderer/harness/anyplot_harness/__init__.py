"""The Python side of the renderer (harness.py is the entry point; docs/harness.md the reference).

    codes     exit codes, caps, leaving early
    policy    what the audit guard refuses and allows, what the DATA profile preloads
    lockdown  rlimits, the seccomp policy, libanyplot_lockdown.so
    preload   imports, time zones, runtime tweaks, warm-up
    runner    the snippet, the guard's closures, the verdict
    zygote    the zygote and its standby children
"""
