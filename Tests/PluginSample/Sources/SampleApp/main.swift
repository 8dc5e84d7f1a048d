print("PluginSample")
