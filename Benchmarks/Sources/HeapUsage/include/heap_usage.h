#ifndef HEAP_USAGE_H
#define HEAP_USAGE_H

#include <stddef.h>

/// The bytes the C allocator has handed out and not yet taken back.
size_t heap_bytes_in_use(void);

#endif
