let x = 1 /* outer /* inner */ never closed
