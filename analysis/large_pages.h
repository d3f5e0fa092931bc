// Memory for the engine's large tables (the transposition table, the evaluation cache): taken in 2 MiB pages
// where the system gives them. A search reads its tables at random; with 4 KiB pages nearly every read of a
// 32 MiB table also misses the processor's page translation cache, and the walk of the page tables costs as
// much again as the read itself.
#pragma once

#include <cstddef>
#include <cstdlib>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace saban::analysis {

/// An allocator for std::vector: a block of at least 2 MiB is aligned to 2 MiB and advised for huge pages
/// (Linux's transparent huge pages in "madvise" mode, Debian's default); a smaller one is an ordinary block.
/// Where the advice is refused the block is simply used as it is.
template <class T>
struct LargePageAllocator {
  using value_type = T;
  static constexpr std::size_t kHugePage = std::size_t{2} << 20;

  LargePageAllocator() = default;
  template <class U>
  LargePageAllocator(const LargePageAllocator<U>&) noexcept {}

  T* allocate(std::size_t n) {
    if (n > std::size_t(-1) / sizeof(T)) throw std::bad_array_new_length();
    const std::size_t bytes = n * sizeof(T);
    if (bytes < kHugePage) return static_cast<T*>(::operator new (bytes, std::align_val_t{alignof(T)}));
    const std::size_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
    void* p = std::aligned_alloc(kHugePage, rounded);
    if (!p) throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    ::madvise(p, rounded, MADV_HUGEPAGE);
#endif
    return static_cast<T*>(p);
  }
  void deallocate(T* p, std::size_t n) noexcept {
    if (n * sizeof(T) < kHugePage)
      ::operator delete (p, std::align_val_t{alignof(T)});
    else
      std::free(p);
  }
  template <class U>
  bool operator==(const LargePageAllocator<U>&) const noexcept {
    return true;
  }
};

}  // namespace saban::analysis
