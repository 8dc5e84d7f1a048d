a = x!= y; b = &c; d = a & b; e = a &b; f = x ?? y; g = ! h; i = */ ; j = +*/
