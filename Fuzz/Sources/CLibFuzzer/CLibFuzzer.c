// The declaration in include/CLibFuzzer.h is all this module provides; a C target needs one source.
#include "CLibFuzzer.h"
