#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// Whether a file is read-only for a user, judged by its permission bits
/// alone: a pure function of the file's `stat` and who asks.
///
/// `access(2)` answers what the system would allow, and it allows root
/// everything, so a file its owner made read-only (`chmod 444`) would be
/// replaced by a program run as root. The mode says what the owner meant:
///
/// - Root may write a file that has any write bit set, and no other.
/// - Anyone else may write a file if the bit of their class is set: the
///   owner's if they own it, else the group's if they are in its group,
///   else the others'.
///
/// ACLs and read-only mounts are not considered here; the write itself
/// then fails, with the system's reason.
enum FileAccess {
    /// Who is asking: a user and the groups they are in.
    struct Identity: Equatable, Sendable {
        let user: uid_t
        let groups: [gid_t]

        /// The process's effective user and group, and its supplementary groups.
        static func ofThisProcess() -> Identity {
            var groups = [gid_t](repeating: 0, count: Int(max(getgroups(0, nil), 0)))
            let count = getgroups(Int32(groups.count), &groups)
            return Identity(user: geteuid(), groups: [getegid()] + groups.prefix(Int(max(count, 0))))
        }
    }

    /// Whether the mode `mode` of a file owned by `owner` and `group` lets
    /// `identity` write it.
    static func mayWrite(mode: mode_t, owner: uid_t, group: gid_t, as identity: Identity) -> Bool {
        if identity.user == 0 { return mode & 0o222 != 0 }
        if identity.user == owner { return mode & 0o200 != 0 }
        if identity.groups.contains(group) { return mode & 0o020 != 0 }
        return mode & 0o002 != 0
    }

    /// Whether the file `status` describes is read-only for `identity`.
    static func isReadOnly(_ status: stat, for identity: Identity) -> Bool {
        !mayWrite(mode: status.st_mode & 0o777, owner: status.st_uid, group: status.st_gid, as: identity)
    }
}
