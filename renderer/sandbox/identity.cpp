#include "renderer/sandbox/identity.hpp"

#include <linux/capability.h>
#include <linux/securebits.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>

namespace anyplot::renderer::sandbox {

int become(uid_t uid, gid_t gid) noexcept {
    if (::setresgid(gid, gid, gid) != 0) return errno;
    if (::setresuid(uid, uid, uid) != 0) return errno;
    uid_t r = 0, e = 0, s = 0;
    if (::getresuid(&r, &e, &s) != 0 || r != uid || e != uid || s != uid) return EPERM;
    return 0;
}

std::uint64_t zygote_capabilities() noexcept {
    return (1ULL << CAP_SETUID) | (1ULL << CAP_SETGID) | (1ULL << CAP_SETPCAP) | (1ULL << CAP_SYS_ADMIN);
}

int drop_bounding_set(std::uint64_t keep) noexcept {
    // While CAP_SETPCAP is still held: no exec can regain anything.
    for (int cap = 0; cap <= 63; ++cap) {
        if ((keep >> cap) & 1U) continue;
        if (::prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0) {
            if (errno == EINVAL) break;
            return errno;
        }
    }
    ::prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
    // Root inside gets nothing back on exec, and that cannot be undone.
    unsigned long bits = SECBIT_NOROOT | SECBIT_NOROOT_LOCKED | SECBIT_NO_SETUID_FIXUP |
                         SECBIT_NO_SETUID_FIXUP_LOCKED | SECBIT_KEEP_CAPS_LOCKED;
    // Only the zygote keeps anything, and only through the ambient set (its exec has no file caps).
    if (keep == 0) bits |= SECBIT_NO_CAP_AMBIENT_RAISE | SECBIT_NO_CAP_AMBIENT_RAISE_LOCKED;
    if (::prctl(PR_SET_SECUREBITS, bits, 0, 0, 0) != 0) return errno;
    return 0;
}

int clear_capabilities(std::uint64_t keep) noexcept {
    __user_cap_header_struct header{};
    header.version = _LINUX_CAPABILITY_VERSION_3;
    __user_cap_data_struct data[2]{};
    for (int i = 0; i < 2; ++i) {
        data[i].effective = data[i].permitted = data[i].inheritable = static_cast<std::uint32_t>(keep >> (32 * i));
    }
    if (::syscall(SYS_capset, &header, data) != 0) return errno;
    for (int cap = 0; cap < 64; ++cap) {
        if (((keep >> cap) & 1U) && ::prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_RAISE, cap, 0, 0) != 0) return errno;
    }
    __user_cap_data_struct now[2]{};
    if (::syscall(SYS_capget, &header, now) != 0) return errno;
    for (int i = 0; i < 2; ++i) {
        if (now[i].effective != data[i].effective || now[i].permitted != data[i].permitted ||
            now[i].inheritable != data[i].inheritable) {
            return EPERM;
        }
    }
    return 0;
}

int set_no_new_privs() noexcept {
    if (::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return errno;
    return ::prctl(PR_GET_NO_NEW_PRIVS, 0, 0, 0, 0) == 1 ? 0 : EPERM;
}

}  // namespace anyplot::renderer::sandbox
