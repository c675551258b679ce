#ifndef CHEAPSTATS_H
#define CHEAPSTATS_H
#include <stddef.h>

/// Bytes the allocator reports in use (glibc's mallinfo2().uordblks); 0 where unavailable.
size_t cheapstats_bytes_in_use(void);

#endif
