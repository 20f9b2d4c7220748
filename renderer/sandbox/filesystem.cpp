#include "renderer/sandbox/filesystem.hpp"

#include <fcntl.h>
#include <linux/mount.h>
#include <sched.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <string>

namespace anyplot::renderer::sandbox {

namespace {

// Flags a bind inherits from a more privileged mount are locked: a read-only remount must
// repeat them or the kernel refuses it.
unsigned long locked_flags(const std::string& path) {
    struct statvfs s {};
    if (::statvfs(path.c_str(), &s) != 0) return 0;
    unsigned long f = 0;
    if (s.f_flag & ST_NOSUID) f |= MS_NOSUID;
    if (s.f_flag & ST_NODEV) f |= MS_NODEV;
    if (s.f_flag & ST_NOEXEC) f |= MS_NOEXEC;
    if (s.f_flag & ST_NOATIME) f |= MS_NOATIME;
    if (s.f_flag & ST_NODIRATIME) f |= MS_NODIRATIME;
    if (s.f_flag & ST_RELATIME) f |= MS_RELATIME;
    return f;
}

int bind(const std::string& from, const std::string& to, bool read_only, unsigned long extra) {
    if (::mount(from.c_str(), to.c_str(), nullptr, MS_BIND | MS_REC, nullptr) != 0) return errno;
    if (!read_only) return 0;
    const unsigned long flags = MS_BIND | MS_REMOUNT | MS_RDONLY | extra | locked_flags(to);
    return ::mount(nullptr, to.c_str(), nullptr, flags, nullptr) == 0 ? 0 : errno;
}

int make_file(const std::string& path) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0444);
    if (fd < 0) return errno;
    ::close(fd);
    return 0;
}

int make_dirs(const std::string& root, const std::string& path) {
    // path is absolute: create each component below root.
    std::string at = root;
    std::size_t pos = 1;
    while (pos <= path.size()) {
        const auto next = path.find('/', pos);
        const auto end = next == std::string::npos ? path.size() : next;
        at += "/" + path.substr(pos, end - pos);
        if (::mkdir(at.c_str(), 0755) != 0 && errno != EEXIST) return errno;
        pos = end + 1;
    }
    return 0;
}

// Debian's merged /usr: /bin, /lib, /lib64 and /sbin are symlinks into /usr; mirror them.
int mirror_top_level(const std::string& root, const char* name) {
    const std::string host = std::string("/") + name;
    struct stat st {};
    if (::lstat(host.c_str(), &st) != 0) return 0;
    if (S_ISLNK(st.st_mode)) {
        char target[PATH_MAX];
        const ssize_t n = ::readlink(host.c_str(), target, sizeof target - 1);
        if (n <= 0) return errno;
        target[n] = '\0';
        return ::symlink(target, (root + host).c_str()) == 0 ? 0 : errno;
    }
    return 0;  // a real directory there is not part of the tree unless asked for
}

// The new mount API (Linux 5.2): glibc 2.36 has no wrappers that C++ can link.
int fs_open(const char* type) noexcept { return static_cast<int>(::syscall(SYS_fsopen, type, FSOPEN_CLOEXEC)); }
int fs_set(int fs, const char* key, const std::string& value) noexcept {
    return static_cast<int>(::syscall(SYS_fsconfig, fs, FSCONFIG_SET_STRING, key, value.c_str(), 0));
}

// Standard input came from the daemon (its /dev/null, a file of the host's mount namespace):
// the new root's own /dev/null replaces it.
int reopen_stdin() noexcept {
    const int fd = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return errno;
    const int e = ::dup2(fd, 0) == 0 ? 0 : errno;
    ::close(fd);
    return e;
}

}  // namespace

int enter_new_root(const root_layout& layout) noexcept {
    try {
        const std::string& root = layout.new_root;
        // Nothing done here may leak back to the host's mount table.
        if (::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0) return errno;
        if (::mount("anyplot-root", root.c_str(), "tmpfs", MS_NOSUID | MS_NODEV, "size=1m,nr_inodes=128,mode=0755") !=
            0) {
            return errno;
        }
        for (const auto& dir : layout.tree) {
            if (const int e = make_dirs(root, dir); e != 0) return e;
            if (const int e = bind(dir, root + dir, true, MS_NOSUID | MS_NODEV); e != 0) return e;
        }
        for (const char* name : {"bin", "lib", "lib32", "lib64", "libx32", "sbin"}) {
            if (const int e = mirror_top_level(root, name); e != 0) return e;
        }
        // The dynamic loader's cache (without it every library is searched for) and nothing else of /etc.
        if (const int e = make_dirs(root, "/etc"); e != 0) return e;
        if (::access("/etc/ld.so.cache", R_OK) == 0) {
            if (const int e = make_file(root + "/etc/ld.so.cache"); e != 0) return e;
            if (const int e = bind("/etc/ld.so.cache", root + "/etc/ld.so.cache", true, MS_NOSUID | MS_NODEV); e != 0) {
                return e;
            }
        }
        // Debian's alternatives: libblas.so.3 and liblapack.so.3 are symlinks through here.
        if (::access("/etc/alternatives", R_OK | X_OK) == 0) {
            if (const int e = make_dirs(root, "/etc/alternatives"); e != 0) return e;
            if (const int e = bind("/etc/alternatives", root + "/etc/alternatives", true, MS_NOSUID | MS_NODEV); e != 0) {
                return e;
            }
        }
        if (const int e = make_dirs(root, "/dev"); e != 0) return e;
        for (const char* dev : root_devices) {
            if (const int e = make_file(root + dev); e != 0) return e;
            // Read-only binds: reading and writing a device node needs no write access to its
            // mount (the kernel exempts special files), but changing its metadata does, so a
            // run's utimensat/chmod on /dev/zero answers EROFS instead of changing the host's
            // node, which every tenant (and the host) can stat: a channel between runs.
            if (const int e = bind(dev, root + dev, true, MS_NOSUID | MS_NOEXEC); e != 0) return e;
        }
        // harness.py and the lockdown library the zygote loads (mapped executable: no noexec).
        const std::string harness_dir = layout.harness.substr(0, layout.harness.find_last_of('/'));
        if (const int e = make_dirs(root, "/anyplot"); e != 0) return e;
        if (const int e = bind(harness_dir, root + "/anyplot", true, MS_NOSUID | MS_NODEV); e != 0) return e;
        if (const int e = make_dirs(root, "/work"); e != 0) return e;
        if (const int e = attach_mount(layout.work_mount, (root + "/work").c_str()); e != 0) return e;
        ::close(layout.work_mount);

        // pivot_root(".", ".") stacks the old root under the new one; detaching it leaves only ours.
        if (::chdir(root.c_str()) != 0) return errno;
        if (::syscall(SYS_pivot_root, ".", ".") != 0) return errno;
        if (::umount2(".", MNT_DETACH) != 0) return errno;
        if (::chdir("/") != 0) return errno;
        if (::mount(nullptr, "/", nullptr, MS_BIND | MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, nullptr) != 0) {
            return errno;
        }
        if (const int e = reopen_stdin(); e != 0) return e;
        return ::chdir("/work") == 0 ? 0 : errno;
    } catch (...) {
        return ENOMEM;
    }
}

int make_run_tmpfs(std::uint64_t bytes, std::uint64_t inodes, uid_t uid, gid_t gid) noexcept {
    try {
        const int fs = fs_open("tmpfs");
        if (fs < 0) return -errno;
        const std::pair<const char*, std::string> options[] = {
            {"source", "anyplot-run"}, {"size", std::to_string(bytes)}, {"nr_inodes", std::to_string(inodes)},
            {"mode", "0700"},          {"uid", std::to_string(uid)},    {"gid", std::to_string(gid)}};
        for (const auto& [key, value] : options) {
            if (fs_set(fs, key, value) != 0) {
                const int e = errno;
                ::close(fs);
                return -e;
            }
        }
        if (::syscall(SYS_fsconfig, fs, FSCONFIG_CMD_CREATE, nullptr, nullptr, 0) != 0) {
            const int e = errno;
            ::close(fs);
            return -e;
        }
        const int mnt = static_cast<int>(::syscall(SYS_fsmount, fs, FSMOUNT_CLOEXEC,
                                                   MOUNT_ATTR_NOEXEC | MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV));
        const int e = errno;
        ::close(fs);
        return mnt >= 0 ? mnt : -e;
    } catch (...) {
        return -ENOMEM;
    }
}

int attach_mount(int mount_fd, const char* target) noexcept {
    if (mount_fd < 0) return EBADF;
    return ::syscall(SYS_move_mount, mount_fd, "", AT_FDCWD, target, MOVE_MOUNT_F_EMPTY_PATH) == 0 ? 0 : errno;
}

int enter_run_mount(int mount_fd) noexcept {
    // A copy of the zygote's namespace: what is attached here stays this child's alone.
    if (::unshare(CLONE_NEWNS) != 0) return errno;
    if (::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0) return errno;
    if (const int e = attach_mount(mount_fd, "/work"); e != 0) return e;
    ::close(mount_fd);
    // Inherited from the zygote, standard input is a file of the zygote's namespace: this one's
    // own /dev/null replaces it (the other two are pipes).
    return reopen_stdin();
}

void unmount(const std::string& dir) noexcept { ::umount2(dir.c_str(), MNT_DETACH | UMOUNT_NOFOLLOW); }

}  // namespace anyplot::renderer::sandbox
