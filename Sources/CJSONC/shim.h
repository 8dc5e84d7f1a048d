#ifndef NAVLINT_CJSONC_SHIM_H
#define NAVLINT_CJSONC_SHIM_H
#include <json.h>
#endif
