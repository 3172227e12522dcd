// libjpeg's header needs <stdio.h> (FILE, size_t) included before it.
#include <stdio.h>
#include <jpeglib.h>
