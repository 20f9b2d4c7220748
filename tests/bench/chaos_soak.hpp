#pragma once
// The soak with faults (scripts/loadtest --chaos; docs/bench.md, "Chaos soak"): N users post
// data-code and read it back through two agents instances sharing one PostgreSQL database, in
// front of one renderer, while every ~`every_s` one of the zygote, the renderer, an agents
// instance and PostgreSQL is SIGKILLed and restarted as a supervisor would (the renderer restarts
// its own zygote). The victims come from a shuffled deck, so each is hit in turn. Then it checks:
//   - every answer is documented (200; 503 unavailable or capacity), and a request went without
//     an answer only across a kill of the agents instance it was sent to;
//   - per session the stored versions are 1..n (none lost, none duplicated); every version a
//     client was answered is stored with its rows; none is half written; at most one version per
//     unanswered request was stored unseen;
//   - each person's daily count equals their stored versions once the sweep has returned the uses
//     of runs a kill cut off (docs/store.md, "Held uses");
//   - every component answers again within 30 s of its kill (the times are printed);
//   - fds and threads (and RSS in a release build) of each component grew by at most 10 % from
//     the end of the warm-up to the end, PostgreSQL holds no more connections than the agents
//     instances, and a killed renderer's cgroups are gone.
// Exit 0 when every check holds.

namespace anyplot::bench {

struct chaos_options {
    int users = 16;
    double duration_s = 600;
    double every_s = 30;
    unsigned seed = 0;  // 0: a random one (printed, so a run can be repeated)
};

[[nodiscard]] int run_chaos(const chaos_options& o);

}  // namespace anyplot::bench
